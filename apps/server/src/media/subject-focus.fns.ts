/**
 * Where the subject is across a run of small RGB frames, as a horizontal position 0–1: what a
 * vertical (9:16) crop of landscape footage should keep in frame.
 *
 * Without a face model on the machine we look for what a camera operator follows: skin-toned
 * pixels (the classic YCbCr skin box, which holds across skin tones) and movement against a
 * still background (the person talking gestures, nods and moves their mouth). Each column of the
 * picture gets a score; the crop window holding the most of it wins. With two people in shot the
 * one who moves more (the one speaking) outscores the one listening. Footage with no clear
 * subject (a static wide, a moving camera) keeps the centre crop.
 */

export interface SampledFrames {
  width: number;
  height: number;
  /** rgb24 pixels, one buffer per sampled frame in time order. */
  frames: readonly Uint8Array[];
}

/** Luma steps below this between samples are sensor noise or compression, not movement. */
const MOTION_FLOOR = 12;
/** Less than this share of skin-toned pixels is a prop or a wall, not a person. */
const MIN_SKIN_SHARE = 0.004;
/** Mean luma change per pixel below this is a locked-off shot with nothing moving. */
const MIN_MOTION_PER_PIXEL = 0.35;
/** A window must beat the centre one by this share of the total score to move off centre. */
const MOVE_MARGIN = 0.08;

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

export function isSkin(r: number, g: number, b: number): boolean {
  const y = luma(r, g, b);
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > 50 && cb >= 77 && cb <= 127 && cr >= 135 && cr <= 175;
}

/** Per-column skin counts and movement, each normalised to sum to 1 when it says anything. */
export function columnScores({ width, height, frames }: SampledFrames): number[] {
  const skin = new Float64Array(width);
  const motion = new Float64Array(width);
  let previous: Float64Array | undefined;
  for (const rgb of frames) {
    const y = new Float64Array(width * height);
    for (let i = 0, p = 0; i < width * height; i++, p += 3) {
      const r = rgb[p]!;
      const g = rgb[p + 1]!;
      const b = rgb[p + 2]!;
      y[i] = luma(r, g, b);
      if (isSkin(r, g, b)) skin[i % width]! += 1;
      if (previous) {
        const step = Math.abs(y[i]! - previous[i]!);
        if (step >= MOTION_FLOOR) motion[i % width]! += step;
      }
    }
    previous = y;
  }
  const pixels = width * height * Math.max(1, frames.length);
  const skinTotal = skin.reduce((s, v) => s + v, 0);
  const motionTotal = motion.reduce((s, v) => s + v, 0);
  const pairs = Math.max(1, frames.length - 1) * width * height;
  const skinSays = skinTotal / pixels >= MIN_SKIN_SHARE;
  const motionSays = motionTotal / pairs >= MIN_MOTION_PER_PIXEL;
  return Array.from(
    { length: width },
    (_, x) => (skinSays ? skin[x]! / skinTotal : 0) + (motionSays ? motion[x]! / motionTotal : 0),
  );
}

/**
 * Where to centre a window `share` of the width wide (0–1): on the subject inside the window that
 * holds the most score. Near-ties with the centre window keep the centre, so a crop only moves
 * when the picture clearly asks for it.
 */
export function bestWindowCentre(scores: readonly number[], share: number): number {
  const width = scores.length;
  const size = Math.min(width, Math.max(1, Math.round(share * width)));
  if (size >= width) return 0.5;
  const total = scores.reduce((s, v) => s + v, 0);
  if (total <= 0) return 0.5;
  const prefix = [0];
  for (const v of scores) prefix.push(prefix.at(-1)! + v);
  const sum = (start: number) => prefix[start + size]! - prefix[start]!;
  const centreStart = Math.round((width - size) / 2);
  let best = centreStart;
  for (let start = 0; start + size <= width; start++) {
    const better = sum(start) > sum(best) + 1e-12;
    const asGoodButCloser =
      Math.abs(sum(start) - sum(best)) <= 1e-12 && Math.abs(start - centreStart) < Math.abs(best - centreStart);
    if (better || asGoodButCloser) best = start;
  }
  if (sum(best) - sum(centreStart) < MOVE_MARGIN * total) return 0.5;
  // Centre the subject itself, not the first window that happens to hold all of it.
  let weighted = 0;
  for (let x = best; x < best + size; x++) weighted += scores[x]! * (x + 0.5);
  return weighted / sum(best) / width;
}

/** The share of a picture's width a crop to `target` aspect keeps (1 when the picture is narrower). */
export function cropShare(picture: { width: number; height: number }, target: { width: number; height: number }) {
  return Math.min(1, target.width / target.height / (picture.width / picture.height));
}

/**
 * Neighbouring cuts from the same file whose subjects sit within `tolerance` of each other keep
 * one crop: a few pixels' jump at every cut reads as a jittery camera, not a reframe.
 */
export function steadyFocus(
  cuts: readonly { path: string; focusX?: number }[],
  tolerance = 0.06,
): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  cuts.forEach((cut, i) => {
    const before = cuts[i - 1];
    const held = out[i - 1];
    if (
      cut.focusX !== undefined &&
      held !== undefined &&
      before?.path === cut.path &&
      Math.abs(cut.focusX - held) < tolerance
    ) {
      out.push(held);
    } else {
      out.push(cut.focusX);
    }
  });
  return out;
}
