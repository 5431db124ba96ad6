/**
 * The intro videos' clock: a screen recording runs in real time, the video does not. Waiting stretches
 * (an import, a model thinking) are squeezed into a few seconds, and a screen that stays still longer
 * than a viewer needs is cut short, so frames and captions are placed on the output clock by one map.
 */

/** A stretch of the recording, in the recorder's seconds. */
export interface Stretch {
  start: number;
  end: number;
}

export interface TimelineRules {
  /** A fast-forwarded stretch lasts at most this long in the video. */
  fastForwardSec: number;
  /** A still screen is held at most this long. */
  maxHoldSec: number;
}

interface Squeeze extends Stretch {
  outDuration: number;
}

export type TimeMap = (t: number) => number;

/**
 * Maps recording time to video time, from 0 at `origin`. `frameTimes` are when the screen changed
 * (a screencast only sends a frame on a change), so a gap between two of them is a still screen.
 */
export function timeMap(
  origin: number,
  frameTimes: readonly number[],
  fastForwards: readonly Stretch[],
  rules: TimelineRules,
): TimeMap {
  const squeezes: Squeeze[] = fastForwards
    .filter((s) => s.end > s.start)
    .map((s) => ({ ...s, outDuration: Math.min(s.end - s.start, rules.fastForwardSec) }));
  const times = [...frameTimes].sort((a, b) => a - b);
  for (let i = 1; i < times.length; i++) {
    for (const still of outside({ start: times[i - 1]!, end: times[i]! }, fastForwards)) {
      if (still.end - still.start > rules.maxHoldSec) squeezes.push({ ...still, outDuration: rules.maxHoldSec });
    }
  }
  squeezes.sort((a, b) => a.start - b.start);
  return (t) => {
    let out = t - origin;
    for (const s of squeezes) {
      if (s.start >= t) break;
      const covered = Math.min(t, s.end) - s.start;
      out -= covered - (covered * s.outDuration) / (s.end - s.start);
    }
    return Math.max(0, out);
  };
}

/** The parts of `span` that no stretch in `cover` overlaps. */
function outside(span: Stretch, cover: readonly Stretch[]): Stretch[] {
  let parts: Stretch[] = [span];
  for (const c of cover) {
    parts = parts.flatMap((p) => {
      if (c.end <= p.start || c.start >= p.end) return [p];
      return [
        { start: p.start, end: c.start },
        { start: c.end, end: p.end },
      ].filter((q) => q.end > q.start);
    });
  }
  return parts;
}

export interface Frame {
  t: number;
  file: string;
}

/**
 * The ffmpeg concat-demuxer script that shows each frame until the next one, on the video clock, and
 * the last one until `end`. (The demuxer ignores the last entry's duration, so that file is repeated.)
 */
export function concatScript(frames: readonly Frame[], map: TimeMap, end: number): string {
  if (frames.length === 0) throw new Error('The recording has no frames');
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, i) => {
    const until = i + 1 < frames.length ? map(frames[i + 1]!.t) : map(end);
    lines.push(`file '${frame.file}'`, `duration ${Math.max(0, until - map(frame.t)).toFixed(4)}`);
  });
  lines.push(`file '${frames[frames.length - 1]!.file}'`);
  return `${lines.join('\n')}\n`;
}

/**
 * Plays a recording that still runs long faster, evenly: on a busy machine every click and keystroke
 * takes longer than a person would, so the pace this restores is closer to the real one.
 */
export function fitWithin(map: TimeMap, end: number, maxSec: number): TimeMap {
  const length = map(end);
  if (length <= maxSec) return map;
  const factor = maxSec / length;
  return (t) => map(t) * factor;
}
