import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { execMedia, MediaProcessError, progressFromLine } from './exec-media';
import { createTestRunner, mediaPath, processesWith } from './media.test-support';

const runner = createTestRunner();

describe('progressFromLine', () => {
  it.each([
    { line: 'out_time_us=21225000', duration: 42.45, out: 0.5 },
    { line: 'out_time_us=0', duration: 10, out: 0 },
    { line: 'out_time_us=99000000', duration: 10, out: 1 },
    { line: 'out_time_us=N/A', duration: 10, out: undefined },
    { line: 'frame=10', duration: 10, out: undefined },
    { line: 'out_time_us=5000000', duration: 0, out: undefined },
  ])('$line over $duration s → $out', ({ line, duration, out }) => {
    expect(progressFromLine(line, duration)).toBe(out);
  });
});

describe('createMediaRunner', () => {
  it('reports rising progress up to 1 while ffmpeg works', async () => {
    const seen: number[] = [];
    await runner.run(
      [
        '-nostdin',
        '-y',
        '-v',
        'error',
        '-progress',
        'pipe:1',
        '-nostats',
        '-i',
        mediaPath('video/auto-editor_example.mp4'),
        '-vn',
        '-f',
        'null',
        '-',
      ],
      { durationSec: 42.45, onProgress: (f) => seen.push(f) },
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => i === 0 || f >= (seen[i - 1] ?? 0))).toBe(true);
  });

  it('rejects with the end of stderr when ffmpeg fails', async () => {
    const run = runner.run(['-nostdin', '-v', 'error', '-i', '/nonexistent/clip.mp4', '-f', 'null', '-']);
    await expect(run).rejects.toBeInstanceOf(MediaProcessError);
    await expect(run).rejects.toMatchObject({ stderrTail: expect.stringContaining('No such file or directory') });
  });

  it('returns stdout for small outputs', async () => {
    const out = await runner.runToBuffer([
      '-nostdin',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      '1',
      '-f',
      's16le',
      '-c:a',
      'pcm_s16le',
      'pipe:1',
    ]);
    expect(out.length).toBe(16000);
  });

  it('passes file names with shell characters through untouched', async () => {
    await expect(
      runner.ffprobe(['-v', 'error', '-show_format', '/tmp/$(touch /tmp/otto-pwned); x.mp4']),
    ).rejects.toMatchObject({
      stderrTail: expect.stringContaining('$(touch /tmp/otto-pwned); x.mp4'),
    });
  });

  it('kills ffmpeg when the signal aborts', async () => {
    const marker = `otto-abort-${randomUUID()}`;
    const controller = new AbortController();
    const run = runner.run(
      [
        '-nostdin',
        '-v',
        'error',
        '-re',
        '-f',
        'lavfi',
        '-i',
        'sine',
        '-metadata',
        `comment=${marker}`,
        '-f',
        'null',
        '-',
      ],
      { signal: controller.signal },
    );
    // Wait for the process to appear however slowly this machine spawns it.
    await expect.poll(() => processesWith(marker), { timeout: 10_000, interval: 50 }).toBe(1);
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(await processesWith(marker)).toBe(0);
  });

  it('follows a process that ignores SIGTERM with SIGKILL', async () => {
    const controller = new AbortController();
    const marker = `otto-stubborn-${randomUUID()}`;
    const run = execMedia('sh', ['-c', `trap '' TERM; while :; do :; done`, marker], {
      signal: controller.signal,
      killGraceMs: 200,
    });
    // Wait for the process to appear however slowly this machine spawns it.
    await expect.poll(() => processesWith(marker), { timeout: 10_000, interval: 50 }).toBe(1);
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(await processesWith(marker)).toBe(0);
  });

  it('refuses to start when already aborted', async () => {
    await expect(runner.run(['-version'], { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
