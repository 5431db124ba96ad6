import { importText } from '@otto/shared/constants';
import type { Source } from '@otto/shared/source';

/**
 * Which sources Import sends: chosen (or failed) ones whose file this page still holds. A chosen
 * file the page lost (reloaded before Import) is named in `missingNotice` rather than skipped silently.
 */
export function sourcesToStart<S extends Pick<Source, 'id' | 'state' | 'filename'>>(
  sources: readonly S[],
  hasLocalFile: (sourceId: string) => boolean,
): { ready: S[]; missingNotice: string | null } {
  const startable = sources.filter((s) => s.state === 'none' || s.state === 'error');
  const missing = startable.filter((s) => s.state === 'none' && !hasLocalFile(s.id));
  return {
    ready: startable.filter((s) => hasLocalFile(s.id)),
    missingNotice:
      missing.length > 0 ? `${missing.map((s) => s.filename).join(', ')}: ${importText.fileNotInCache}` : null,
  };
}
