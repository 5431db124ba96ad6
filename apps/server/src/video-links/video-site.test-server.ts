import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface VideoSite {
  origin: string;
  close(): Promise<void>;
}

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
export async function startVideoSite(videos: readonly SiteVideo[]): Promise<VideoSite> {
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

const jfk = fileURLToPath(new URL('../../../../../shared/media/speech/jfk/jfk.wav', import.meta.url));

/**
 * The site the video-link tests share: /watch/talk, an 11 s H.264/AAC video of a speech (what a
 * video site serves), and /watch/marathon, a page claiming five hours that serves the same file.
 * Closing it also removes the encoded video.
 */
export async function startTalkSite(): Promise<VideoSite> {
  const work = await mkdtemp(join(tmpdir(), 'otto-video-site-'));
  const talk = join(work, 'talk.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-y', '-i', jfk, '-f', 'lavfi', '-i', 'color=c=navy:s=160x120:r=10:d=11'],
    ...['-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', talk],
  ]);
  const site = await startVideoSite([
    { page: '/watch/talk', title: 'Inaugural address', durationSec: 11, file: talk },
    { page: '/watch/marathon', title: 'Five hour stream', durationSec: 5 * 3600, file: talk },
  ]);
  return {
    origin: site.origin,
    close: async () => {
      await site.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
