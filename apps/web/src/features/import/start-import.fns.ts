import { importText } from '@otto/shared/constants';
import type { ImportType, Source } from '@otto/shared/source';

/** A link (video site, S3 URI, review platform) is fetched by the server: no file in the page is needed. */
/** Sources the server fetches by itself once Import is pressed (Drive and Dropbox picks go with the page's pick). */
const serverFetched: readonly ImportType[] = ['youtube', 's3_uri', 'frameio'];
export const isRemoteSource = (source: { importType?: ImportType }): boolean =>
  source.importType !== undefined && serverFetched.includes(source.importType);

/**
 * Which sources Import sends: chosen (or failed) ones whose file this page still holds, and links the
 * server fetches. A chosen file the page lost (reloaded before Import) is named in `missingNotice`
 * rather than skipped silently.
 */
export function sourcesToStart<S extends Pick<Source, 'id' | 'state' | 'filename'> & { importType?: ImportType }>(
  sources: readonly S[],
  hasLocalFile: (sourceId: string) => boolean,
): { ready: S[]; missingNotice: string | null } {
  const startable = sources.filter((s) => s.state === 'none' || s.state === 'error');
  const held = (s: S) => isRemoteSource(s) || hasLocalFile(s.id);
  const missing = startable.filter((s) => s.state === 'none' && !held(s));
  return {
    ready: startable.filter(held),
    missingNotice:
      missing.length > 0 ? `${missing.map((s) => s.filename).join(', ')}: ${importText.fileNotInCache}` : null,
  };
}
