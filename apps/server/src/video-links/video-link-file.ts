import { extname } from 'node:path';

/** What a downloaded video is called in the project: the site's title, with the file's real extension. */
export function videoLinkFilename(title: string, ext = '.mp4'): string {
  // Display only (keys come from ids), but a title may hold anything: no path separators or controls.
  const clean = [...title]
    .map((c) => (c < ' ' || c === '\u007f' || c === '/' || c === '\\' ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 180);
  return `${clean || 'Video'}${ext}`;
}

/** The same name with the extension of the file yt-dlp actually wrote (a site without MP4 gives WebM or MKV). */
export function withDownloadedExtension(filename: string, downloadedPath: string): string {
  const ext = extname(downloadedPath).toLowerCase();
  const current = extname(filename).toLowerCase();
  return ext && ext !== current ? `${filename.slice(0, filename.length - current.length)}${ext}` : filename;
}
