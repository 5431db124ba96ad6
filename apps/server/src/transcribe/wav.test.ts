import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from './process';
import { makeTempDir, mediaPath } from './transcribe.test-support';
import { pcmWindows, readWavInfo, writeWavSlice } from './wav';

const jfk = mediaPath('speech/jfk/jfk.wav');
let tmp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  tmp = await makeTempDir();
});
afterAll(() => tmp.cleanup());

describe('WAV access by byte offsets', () => {
  it('reads the format and duration from the header', async () => {
    const info = await readWavInfo(jfk);
    expect(info).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
    expect(info.durationSec).toBeCloseTo(11, 1);
  });

  it('cuts a slice that ffprobe reads as a WAV of that length, with the same samples', async () => {
    const info = await readWavInfo(jfk);
    const dest = join(tmp.dir, 'slice.wav');
    await writeWavSlice(jfk, info, 2, 5, dest);
    const probe = await runProcess('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      dest,
    ]);
    expect(Number(probe.stdout.trim())).toBeCloseTo(3, 2);
    const [whole, slice] = await Promise.all([readFile(jfk), readFile(dest)]);
    const from = info.dataOffset + 2 * 16000 * 2;
    expect(slice.subarray(44).equals(whole.subarray(from, from + 3 * 16000 * 2))).toBe(true);
  });

  it('clamps a slice past the end to the samples that exist', async () => {
    const info = await readWavInfo(jfk);
    const dest = join(tmp.dir, 'tail.wav');
    await writeWavSlice(jfk, info, 10, 60, dest);
    expect((await readWavInfo(dest)).durationSec).toBeCloseTo(info.durationSec - 10, 2);
  });

  it('streams the samples in fixed windows, zero-padding the last', async () => {
    const info = await readWavInfo(jfk);
    let windows = 0;
    let peak = 0;
    for await (const w of pcmWindows(jfk, info, 512)) {
      windows++;
      expect(w.length).toBe(512);
      for (const s of w) peak = Math.max(peak, Math.abs(s));
    }
    expect(windows).toBe(Math.ceil(info.dataBytes / 2 / 512));
    expect(peak).toBeGreaterThan(0.1);
    expect(peak).toBeLessThanOrEqual(1);
  });
});
