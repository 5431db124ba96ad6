import type { CloudFile } from './cloud-file';

/**
 * A file at a link that needs no further sign-in: a Dropbox Chooser direct link, a review
 * platform's signed download URL. What the picker said (size) stands in for metadata; the
 * download checks the real length as it arrives.
 */
export function directLinkFile(opts: {
  provider: string;
  url: string;
  headers?: Record<string, string>;
  declaredBytes: number | null;
}): CloudFile {
  return {
    provider: opts.provider,
    describe: async () => ({ name: null, sizeBytes: opts.declaredBytes, durationSec: null, mimeType: null }),
    media: () => ({ url: opts.url, headers: { ...opts.headers } }),
  };
}

/**
 * Dropbox: the Chooser's direct links download as they are; a shared link (www.dropbox.com/…?dl=0)
 * pasted instead is turned into its download form.
 */
export function dropboxDownloadUrl(link: string): string {
  const url = new URL(link);
  if (/(^|\.)dropbox\.com$/i.test(url.hostname) && url.searchParams.get('dl') === '0') url.searchParams.set('dl', '1');
  return url.toString();
}
