import { describe, expect, it } from 'vitest';
import { bestWindowCentre, columnScores, cropShare, steadyFocus, type SampledFrames } from './subject-focus.fns';

const W = 96;
const H = 54;
const WALL: [number, number, number] = [90, 96, 104];
const SKIN: [number, number, number] = [224, 172, 138];

interface Blob {
  x: number;
  w: number;
  colour?: [number, number, number];
}

/** Frames of a grey wall with blobs; `moving` blobs shift a few columns every frame, like a talking head. */
function scene(count: number, still: Blob[], moving: Blob[] = [], background = WALL): SampledFrames {
  const frames = Array.from({ length: count }, (_, t) => {
    const rgb = new Uint8Array(W * H * 3);
    for (let i = 0; i < W * H; i++) rgb.set(background, i * 3);
    const paint = (b: Blob, shift: number) => {
      for (let y = 10; y < H; y++)
        for (let x = Math.max(0, b.x + shift); x < Math.min(W, b.x + shift + b.w); x++)
          rgb.set(b.colour ?? SKIN, (y * W + x) * 3);
    };
    still.forEach((b) => paint(b, 0));
    moving.forEach((b) => paint(b, t % 2 === 0 ? 0 : 3));
    return rgb;
  });
  return { width: W, height: H, frames };
}

const share = cropShare({ width: 1920, height: 1080 }, { width: 1080, height: 1920 });

describe('subject focus', () => {
  it('keeps a 9:16 window of about a third of a 16:9 picture', () => {
    expect(share).toBeCloseTo(0.316, 3);
    expect(cropShare({ width: 1080, height: 1920 }, { width: 1080, height: 1920 })).toBe(1);
    expect(cropShare({ width: 1440, height: 1080 }, { width: 1080, height: 1920 })).toBeCloseTo(0.422, 3);
  });

  it('finds a person standing to the left and centres the crop on them', () => {
    const focus = bestWindowCentre(columnScores(scene(8, [], [{ x: 12, w: 14 }])), share);
    expect(focus).toBeGreaterThan(0.12);
    expect(focus).toBeLessThan(0.3);
  });

  it('follows the one who moves when two people sit in shot', () => {
    const speakerRight = scene(8, [{ x: 10, w: 14 }], [{ x: 70, w: 14 }]);
    const speakerLeft = scene(8, [{ x: 70, w: 14 }], [{ x: 10, w: 14 }]);
    expect(bestWindowCentre(columnScores(speakerRight), share)).toBeGreaterThan(0.7);
    expect(bestWindowCentre(columnScores(speakerLeft), share)).toBeLessThan(0.3);
  });

  it('finds movement without skin (a silhouette, a dark jacket)', () => {
    const focus = bestWindowCentre(columnScores(scene(8, [], [{ x: 66, w: 12, colour: [10, 10, 10] }])), share);
    expect(focus).toBeGreaterThan(0.65);
  });

  it('keeps the centre for a still, empty picture and for one already centred', () => {
    expect(bestWindowCentre(columnScores(scene(8, [])), share)).toBe(0.5);
    expect(bestWindowCentre(columnScores(scene(8, [], [{ x: 41, w: 14 }])), share)).toBeCloseTo(0.5, 1);
  });

  it('is not pulled by a warm wall behind the speaker, and a single frame has no movement', () => {
    expect(bestWindowCentre(columnScores(scene(8, [], [], SKIN)), share)).toBe(0.5);
    const inFront = scene(8, [], [{ x: 8, w: 14, colour: [40, 40, 60] }], SKIN);
    expect(bestWindowCentre(columnScores(inFront), share)).toBeLessThan(0.3);
    expect(columnScores(scene(1, [])).every((v) => v === 0)).toBe(true);
  });

  it('moves off centre only when the picture clearly asks for it', () => {
    const flat = Array.from({ length: W }, () => 1);
    expect(bestWindowCentre(flat, share)).toBe(0.5);
    const leaning = flat.map((v, x) => (x < 20 ? v * 1.05 : v));
    expect(bestWindowCentre(leaning, share)).toBe(0.5);
  });

  it('holds one crop across neighbouring cuts of a file whose subject barely moves', () => {
    const steady = steadyFocus([
      { path: 'a.mp4', focusX: 0.3 },
      { path: 'a.mp4', focusX: 0.33 },
      { path: 'a.mp4', focusX: 0.7 },
      { path: 'b.mp4', focusX: 0.71 },
      { path: 'b.mp4' },
    ]);
    expect(steady).toEqual([0.3, 0.3, 0.7, 0.71, undefined]);
  });
});
