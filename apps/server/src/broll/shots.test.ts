import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestRunner } from '../media/media.test-support';
import { bestFrameArgs } from './best-frame';
import { concatPieces, cutTimes, DISTINCT_PIECES } from './broll.test-support';
import { decodeLogFrames, logFrameArgs } from './shot-frames';
import { detectCuts, shotsFromCuts } from './shots.fns';

const dir = mkdtempSync(join(tmpdir(), 'otto-shots-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('shot detection on decoded frames', () => {
  it('finds every cut of a file joined from distinct clips within 2 frames, and none inside a clip', async () => {
    const fps = 25;
    const path = concatPieces(dir, DISTINCT_PIECES, 'distinct.mp4', fps);
    const frames = await decodeLogFrames(createTestRunner(), { path, fps });
    const cuts = detectCuts(frames.change, { fps });
    const expected = cutTimes(DISTINCT_PIECES).map((t) => Math.round(t * fps));
    expect(cuts).toHaveLength(expected.length);
    cuts.forEach((cut, i) => expect(Math.abs(cut - expected[i]!)).toBeLessThanOrEqual(2));
    const shots = shotsFromCuts(cuts, frames.frameCount, fps);
    expect(shots).toHaveLength(DISTINCT_PIECES.length);
    expect(shots.at(-1)!.end).toBeCloseTo(14.5, 1);
  });
});

describe('frames read from an interlaced file', () => {
  const filterOf = (args: string[]) => args[args.indexOf('-vf') + 1];
  const DEINTERLACE = 'bwdif=mode=send_frame:parity=bff:deint=all';

  it('are deinterlaced first, for shot detection and for the best frame; progressive files read as before', () => {
    const dv = { path: 'tape.avi', fieldOrder: 'bb' as const };
    expect(filterOf(logFrameArgs({ ...dv, fps: 29.97 }))).toBe(
      `${DEINTERLACE},fps=29.97,scale=64:36:flags=area,format=rgb24`,
    );
    expect(filterOf(bestFrameArgs({ ...dv, atSec: 2 }))).toBe(`${DEINTERLACE},scale=512:-2`);
    expect(filterOf(logFrameArgs({ path: 'a.mp4', fps: 25 }))).toBe('fps=25,scale=64:36:flags=area,format=rgb24');
    expect(filterOf(bestFrameArgs({ path: 'a.mp4', atSec: 2 }))).toBe('scale=512:-2');
  });
});

describe('detectCuts', () => {
  const fps = 25;
  const steady = (n: number, level = 0.01) => Array.from({ length: n }, (_, i) => level + (i % 3) * 0.002);

  it('keeps the stronger of two cuts closer than the minimum shot length', () => {
    const change = steady(100);
    change[40] = 0.5;
    change[45] = 0.7;
    expect(detectCuts(change, { fps, minShotSec: 0.6 })).toEqual([45]);
  });

  it('does not cut a busy handheld shot whose every frame changes a lot', () => {
    const change = Array.from({ length: 200 }, (_, i) => 0.2 + 0.05 * Math.sin(i));
    expect(detectCuts(change, { fps })).toEqual([]);
  });

  it('finds a cut between two quiet shots', () => {
    const change = steady(100);
    change[50] = 0.3;
    expect(detectCuts(change, { fps })).toEqual([50]);
  });
});
