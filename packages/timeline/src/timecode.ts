import { isNtscRate, nominalFps, type Rate } from './rational-time';

/**
 * SMPTE timecode. Timecode labels frames; it does not measure time: at 29.97 a timecode second
 * counts 30 frames, and drop-frame timecode skips frame *labels* (never frames) to stay near the clock.
 */

export type TimecodeFormat = 'DF' | 'NDF';

/** Drop-frame exists only for NTSC rates whose nominal rate is a multiple of 30 (29.97, 59.94). */
export function supportsDropFrame(rate: Rate): boolean {
  return isNtscRate(rate) && nominalFps(rate) % 30 === 0;
}

/** What editors expect by default: 29.97 and 59.94 timelines show drop-frame. */
export function defaultDropFrame(rate: Rate): boolean {
  return supportsDropFrame(rate);
}

export function timecodeFormat(rate: Rate, dropFrame: boolean): TimecodeFormat {
  return dropFrame && supportsDropFrame(rate) ? 'DF' : 'NDF';
}

interface DropRule {
  fps: number;
  /** Labels skipped at the start of each minute not divisible by ten: 2 at 29.97, 4 at 59.94. */
  drop: number;
  framesPerMinute: number;
  framesPer10Minutes: number;
}

function dropRule(rate: Rate): DropRule {
  const fps = nominalFps(rate);
  const drop = fps / 15;
  const framesPerMinute = fps * 60 - drop;
  return { fps, drop, framesPerMinute, framesPer10Minutes: framesPerMinute * 10 + drop };
}

/** Frames in one 24-hour timecode day; timecode wraps after it. */
export function framesPerDay(rate: Rate, dropFrame: boolean): number {
  if (dropFrame) return dropRule(rate).framesPer10Minutes * 6 * 24;
  return nominalFps(rate) * 86400;
}

function assertDropFrame(rate: Rate, dropFrame: boolean): void {
  if (dropFrame && !supportsDropFrame(rate)) {
    throw new RangeError(`Drop-frame timecode exists only at 29.97 and 59.94, not ${rate.num}/${rate.den}`);
  }
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Frame count → "HH:MM:SS:FF" (non-drop) or "HH:MM:SS;FF" (drop-frame); wraps at 24 hours. */
export function formatTimecode(frames: number, rate: Rate, dropFrame = false): string {
  if (!Number.isInteger(frames)) throw new RangeError(`Timecode needs whole frames, got ${frames}`);
  assertDropFrame(rate, dropFrame);
  const day = framesPerDay(rate, dropFrame);
  let label = ((frames % day) + day) % day;
  const fps = nominalFps(rate);
  if (dropFrame) {
    const { drop, framesPerMinute, framesPer10Minutes } = dropRule(rate);
    const tens = Math.floor(label / framesPer10Minutes);
    const rest = label % framesPer10Minutes;
    // Every minute but the tenth skips `drop` labels; add back the ones skipped so far.
    const skippedMinutes = 9 * tens + (rest > drop ? Math.floor((rest - drop) / framesPerMinute) : 0);
    label += drop * skippedMinutes;
  }
  const ff = label % fps;
  const totalSeconds = Math.floor(label / fps);
  const ss = totalSeconds % 60;
  const mm = Math.floor(totalSeconds / 60) % 60;
  const hh = Math.floor(totalSeconds / 3600);
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}${dropFrame ? ';' : ':'}${pad(ff)}`;
}

export interface ParsedTimecode {
  frames: number;
  dropFrame: boolean;
}

/**
 * "HH:MM:SS:FF" → frames. A ';' (or ',' or '.') before the frames means drop-frame unless `dropFrame`
 * says otherwise (some EDLs write DF timecode with colons and say DF in the FCM line).
 */
export function parseTimecode(text: string, rate: Rate, dropFrame?: boolean): ParsedTimecode {
  const match = /^\s*(\d{1,2}):(\d{2}):(\d{2})([:;,.])(\d{2,3})\s*$/.exec(text);
  if (!match) throw new SyntaxError(`Not a timecode: "${text}"`);
  const [hh, mm, ss, ff] = [match[1], match[2], match[3], match[5]].map(Number) as [number, number, number, number];
  const df = dropFrame ?? match[4] !== ':';
  assertDropFrame(rate, df);
  const fps = nominalFps(rate);
  if (mm > 59 || ss > 59 || ff >= fps) throw new RangeError(`Timecode out of range at ${fps} fps: "${text}"`);
  let frames = ((hh * 60 + mm) * 60 + ss) * fps + ff;
  if (df) {
    const { drop } = dropRule(rate);
    if (ss === 0 && ff < drop && mm % 10 !== 0) {
      throw new RangeError(`"${text}" is a label drop-frame timecode skips`);
    }
    const totalMinutes = hh * 60 + mm;
    frames -= drop * (totalMinutes - Math.floor(totalMinutes / 10));
  }
  return { frames, dropFrame: df };
}

/** Parse when the caller already knows the format (EDL FCM line, xmeml displayformat). */
export function timecodeToFrames(text: string, rate: Rate, dropFrame?: boolean): number {
  return parseTimecode(text, rate, dropFrame).frames;
}

/** A timeline's first frame from its start timecode, given as a label ("01:00:00:00") or a frame count. */
export function startTimecodeFrames(start: number | string | undefined, rate: Rate, dropFrame: boolean): number {
  return typeof start === 'string' ? parseTimecode(start, rate, dropFrame).frames : (start ?? 0);
}
