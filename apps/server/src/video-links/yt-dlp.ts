import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { VideoMetadataResponse } from '@otto/shared/api/cloud-links';
import { execMedia } from '../media/exec-media';

/** The server has no yt-dlp: said plainly, so an operator knows what to install. */
export class YtDlpMissing extends Error {
  constructor(binary: string) {
    super(`Video links need yt-dlp, which is not installed on this server (${binary} not found). Ask your administrator to install it (Debian: apt-get install yt-dlp).`);
  }
}

/** yt-dlp could not read or fetch the link (no video there, private, removed, network). */
export class VideoLinkFailed extends Error {}

/** The file was over the size Otto takes; yt-dlp stopped the download. */
export class VideoLinkTooLarge extends Error {}

export interface YtDlpOptions {
  binary: string;
  signal?: AbortSignal;
}

/** Flags every run gets: no user config (it could add --exec), no cache, one video not a playlist. */
const baseArgs = ['--ignore-config', '--no-cache-dir', '--no-playlist', '--no-warnings', '--socket-timeout', '30'];

async function run(args: string[], opts: YtDlpOptions & { onLine?: (line: string) => void; captureStdout?: boolean }) {
  try {
    return await execMedia(opts.binary, args, { signal: opts.signal, onLine: opts.onLine, captureStdout: opts.captureStdout });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new YtDlpMissing(opts.binary);
    throw err;
  }
}

interface YtDlpInfo {
  title?: string;
  duration?: number | null;
  filesize?: number | null;
  filesize_approx?: number | null;
  thumbnail?: string | null;
  _type?: string;
}

/** Name, size, duration and thumbnail of the video at a link, as yt-dlp's `-J` reads them. */
export async function readVideoMetadata(url: string, opts: YtDlpOptions): Promise<VideoMetadataResponse> {
  // '--' so a link can never be read as an option.
  const result = await run([...baseArgs, '--dump-single-json', '--', url], { ...opts, captureStdout: true });
  if (result.exitCode !== 0) throw new VideoLinkFailed(result.stderrTail.trim().split('\n').pop() ?? 'yt-dlp failed');
  let info: YtDlpInfo;
  try {
    info = JSON.parse(result.stdout.toString('utf8')) as YtDlpInfo;
  } catch {
    throw new VideoLinkFailed('yt-dlp answered something that is not JSON');
  }
  if (info._type === 'playlist') throw new VideoLinkFailed('The link is a playlist, not one video');
  const size = info.filesize ?? info.filesize_approx ?? null;
  return {
    name: (info.title ?? '').trim() || 'Video',
    size: typeof size === 'number' && size >= 0 ? Math.round(size) : null,
    duration: typeof info.duration === 'number' && info.duration >= 0 ? info.duration : null,
    thumbnail: typeof info.thumbnail === 'string' && /^https?:\/\//.test(info.thumbnail) ? info.thumbnail : null,
  };
}

/**
 * Downloads the video into `dir` and resolves to the file's path. Formats browsers play (MP4 with
 * H.264 and AAC) come first, so the ingest needs no proxy for them; anything else is merged by
 * yt-dlp as it comes. Progress is the downloaded share, 0..1.
 */
export async function downloadVideo(
  url: string,
  dir: string,
  opts: YtDlpOptions & { maxBytes: number; onProgress?: (fraction: number) => void },
): Promise<string> {
  const args = [
    ...baseArgs,
    '--format',
    'b[ext=mp4][vcodec^=avc1]/bv*[ext=mp4][vcodec^=avc1]+ba[ext=m4a]/b[ext=mp4]/bv*+ba/b',
    '--merge-output-format',
    'mp4',
    '--max-filesize',
    String(opts.maxBytes),
    '--no-part',
    '--newline',
    '--progress-template',
    'download:otto-progress %(progress.downloaded_bytes)s %(progress.total_bytes)s %(progress.total_bytes_estimate)s',
    '--output',
    join(dir, 'video.%(ext)s'),
    '--',
    url,
  ];
  let tooLarge = false;
  const result = await run(args, {
    ...opts,
    onLine: (line) => {
      if (/File is larger than max-filesize/i.test(line)) tooLarge = true;
      const m = /^otto-progress (\d+) (\S+) (\S+)/.exec(line.trim());
      if (!m) return;
      const total = Number(m[2]) || Number(m[3]);
      if (total > 0) opts.onProgress?.(Math.min(1, Number(m[1]) / total));
    },
  });
  if (tooLarge || /larger than max-filesize/i.test(result.stderrTail)) throw new VideoLinkTooLarge('File is larger than allowed');
  if (result.exitCode !== 0) throw new VideoLinkFailed(result.stderrTail.trim().split('\n').pop() ?? 'yt-dlp failed');
  const files = (await readdir(dir)).filter((f) => f.startsWith('video.') && !f.endsWith('.part') && !f.endsWith('.ytdl'));
  if (files.length !== 1) throw new VideoLinkFailed('yt-dlp wrote no video file');
  return join(dir, files[0]!);
}
