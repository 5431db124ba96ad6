import { mkdtemp, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProcess } from './process';
import type { TranscribeLogger } from './transcribe.types';

/** A file under /work/shared/media (the repo's ../shared/media). */
export function mediaPath(relative: string): string {
  return fileURLToPath(new URL(`../../../../../shared/media/${relative}`, import.meta.url));
}

export function modelPath(name: string): string {
  return fileURLToPath(new URL(`../../../../../shared/models/${name}`, import.meta.url));
}

/** Converts any media file to the engines' input: 16 kHz mono s16le WAV. */
export async function toWav16k(src: string, dest: string, extra: readonly string[] = []): Promise<string> {
  const r = await runProcess('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    src,
    ...extra,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    dest,
  ]);
  if (r.code !== 0) throw new Error(`ffmpeg failed on ${src}: ${r.stderr}`);
  return dest;
}

export async function makeTempDir(prefix = 'otto-transcribe-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Ends a response with `body` sent in 16 KiB writes: a download sees its progress grow step by step. */
export function sendInSmallWrites(res: ServerResponse, body: Buffer): void {
  let offset = 0;
  const pump = () => {
    while (offset < body.length) {
      const next = body.subarray(offset, offset + 16 * 1024);
      offset += next.length;
      if (!res.write(next)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

/** A logger that keeps its lines so tests can read what an operator would see. */
export function recordingLogger(): TranscribeLogger & { lines: Array<{ level: string; msg: string }> } {
  const lines: Array<{ level: string; msg: string }> = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      const msg = args.find((a): a is string => typeof a === 'string') ?? '';
      lines.push({ level, msg });
    };
  return { lines, info: at('info'), warn: at('warn'), debug: at('debug') } as TranscribeLogger & {
    lines: typeof lines;
  };
}
