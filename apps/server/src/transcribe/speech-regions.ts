/** A span of audio in seconds, half-open [start, end). */
export interface TimeSpan {
  start: number;
  end: number;
}

export interface RegionOptions {
  /** Seconds each probability covers. */
  frameSec: number;
  durationSec: number;
  /** Speech starts when a frame's probability reaches this. */
  threshold?: number;
  /** ...and ends when it stays below this (hysteresis) for `minSilenceSec`. */
  negThreshold?: number;
  minSpeechSec?: number;
  minSilenceSec?: number;
  /** Padding added on both sides of each region, clamped to its neighbours. */
  padSec?: number;
}

/**
 * Speech regions from per-frame speech probabilities: the get_speech_timestamps
 * rules of Silero VAD, kept pure so both detectors share them and tests can drive them.
 */
export function regionsFromProbabilities(probs: ArrayLike<number>, options: RegionOptions): TimeSpan[] {
  const { frameSec, durationSec } = options;
  const threshold = options.threshold ?? 0.5;
  const negThreshold = options.negThreshold ?? Math.max(threshold - 0.15, 0.01);
  const minSpeech = options.minSpeechSec ?? 0.25;
  const minSilence = options.minSilenceSec ?? 0.1;
  const pad = options.padSec ?? 0.03;

  const raw: TimeSpan[] = [];
  let speechStart: number | undefined;
  let silenceSince: number | undefined;
  for (let i = 0; i < probs.length; i++) {
    const p = probs[i]!;
    const t = i * frameSec;
    if (p >= threshold) {
      silenceSince = undefined;
      if (speechStart === undefined) speechStart = t;
      continue;
    }
    if (speechStart === undefined || p >= negThreshold) continue;
    silenceSince ??= t;
    // Frame times are multiples of a float step: compare with a little slack.
    if (t - silenceSince < minSilence - 1e-9) continue;
    if (silenceSince - speechStart >= minSpeech - 1e-9) raw.push({ start: speechStart, end: silenceSince });
    speechStart = undefined;
    silenceSince = undefined;
  }
  if (speechStart !== undefined && durationSec - speechStart >= minSpeech - 1e-9)
    raw.push({ start: speechStart, end: durationSec });

  // Padding never crosses half of the gap to a neighbour, so regions cannot overlap.
  return raw.map((region, i) => {
    const gapBefore = i === 0 ? region.start : region.start - raw[i - 1]!.end;
    const gapAfter = i === raw.length - 1 ? durationSec - region.end : raw[i + 1]!.start - region.end;
    return {
      start: round3(Math.max(0, region.start - Math.min(pad, i === 0 ? gapBefore : gapBefore / 2))),
      end: round3(Math.min(durationSec, region.end + Math.min(pad, i === raw.length - 1 ? gapAfter : gapAfter / 2))),
    };
  });
}

/** The gaps between speech regions (and before the first / after the last) that last at least `minSec`. */
export function silencesBetween(regions: readonly TimeSpan[], durationSec: number, minSec = 0): TimeSpan[] {
  const silences: TimeSpan[] = [];
  let cursor = 0;
  for (const region of regions) {
    if (region.start > cursor && region.start - cursor >= minSec) silences.push({ start: cursor, end: region.start });
    cursor = Math.max(cursor, region.end);
  }
  if (durationSec > cursor && durationSec - cursor >= minSec) silences.push({ start: cursor, end: durationSec });
  return silences;
}

export function totalLength(spans: readonly TimeSpan[]): number {
  return spans.reduce((sum, s) => sum + (s.end - s.start), 0);
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
