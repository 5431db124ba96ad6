import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRunner, makeSubjectClip, mediaPath } from './media.test-support';
import { framingArgs, subjectFocus } from './subject-framing';

const runner = createTestRunner();
const landscape = { width: 1280, height: 720 };
const vertical = { width: 1080, height: 1920 };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-framing-'));
  await makeSubjectClip(runner, join(dir, 'left.mp4'), 0.15);
  await makeSubjectClip(runner, join(dir, 'right.mp4'), 0.8);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('subject framing', () => {
  it('finds a person at the left or right of real footage', async () => {
    const left = await subjectFocus(runner, {
      path: join(dir, 'left.mp4'),
      start: 0.5,
      duration: 3,
      picture: landscape,
      target: vertical,
    });
    const right = await subjectFocus(runner, {
      path: join(dir, 'right.mp4'),
      start: 0,
      duration: 4,
      picture: landscape,
      target: vertical,
    });
    expect(left).toBeGreaterThan(0.08);
    expect(left).toBeLessThan(0.25);
    expect(right).toBeGreaterThan(0.72);
    expect(right).toBeLessThan(0.9);
  });

  it('keeps the centre for an empty green screen with a small burnt-in timecode', async () => {
    const path = mediaPath('multicam/camA.mp4');
    expect(await subjectFocus(runner, { path, start: 0, duration: 10, picture: landscape, target: vertical })).toBe(
      0.5,
    );
  });

  it('does not decode anything when the picture already fits', async () => {
    const path = join(dir, 'nowhere.mp4');
    expect(await subjectFocus(runner, { path, start: 0, duration: 3, picture: vertical, target: vertical })).toBe(0.5);
  });

  it('samples long cuts from keyframes only and at most 48 frames', () => {
    const long = framingArgs({ path: 'a.mp4', start: 60, duration: 600 });
    expect(long).toContain('nokey');
    expect(long.join(' ')).toContain('fps=0.08,');
    expect(framingArgs({ path: 'a.mp4', start: 0, duration: 4 })).not.toContain('nokey');
  });

  it('deinterlaces an interlaced picture before sampling it; a progressive one as before', () => {
    const filterOf = (args: string[]) => args[args.indexOf('-vf') + 1];
    expect(filterOf(framingArgs({ path: 'a.mts', fieldOrder: 'tt', start: 0, duration: 4 }))).toBe(
      'bwdif=mode=send_frame:parity=tff:deint=all,fps=4,scale=96:54:flags=area,format=rgb24',
    );
    expect(filterOf(framingArgs({ path: 'a.mp4', start: 0, duration: 4 }))).toBe(
      'fps=4,scale=96:54:flags=area,format=rgb24',
    );
  });
});
