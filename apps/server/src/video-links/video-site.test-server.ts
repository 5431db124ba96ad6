import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteVideo {
  /** The page's path, e.g. /watch/talk */
  page: string;
  title: string;
  durationSec: number;
  /** The file on disk served at /files/{page's last segment}.mp4 */
  file: string;
}

/**
 * A small video site on loopback: each page carries a schema.org VideoObject (title, duration,
 * thumbnail, contentUrl), which is what yt-dlp's generic extractor reads on sites it has no
 * extractor for. Files are served with Content-Length and byte ranges, as real sites do.
 */
export async function startVideoSite(videos: readonly SiteVideo[]): Promise<{ origin: string; close(): Promise<void> }> {
  let origin = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const page = videos.find((v) => v.page === path);
      if (page) {
        const id = page.page.split('/').pop()!;
        const ld = {
          '@context': 'https://schema.org',
          '@type': 'VideoObject',
          name: page.title,
          description: page.title,
          uploadDate: '2024-01-01',
          duration: `PT${page.durationSec}S`,
          thumbnailUrl: `${origin}/thumbs/${id}.jpg`,
          contentUrl: `${origin}/files/${id}.mp4`,
        };
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html><head><title>${page.title}</title>` +
            `<script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>${page.title}</h1></body></html>`,
        );
        return;
      }
      const file = videos.find((v) => path === `/files/${v.page.split('/').pop()}.mp4`)?.file;
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><head><title>Not found</title></head><body>No such video</body></html>');
        return;
      }
      const { size } = await stat(file);
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      const end = range?.[2] ? Number(range[2]) : size - 1;
      res.writeHead(range ? 206 : 200, {
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'content-length': end - start + 1,
        ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file, { start, end }).pipe(res);
    })().catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
