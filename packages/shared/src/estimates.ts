/** The "Time left" countdowns of the import and export views (spec import §9). */
import { fileExtension, type ImportType } from './source';
import { importText } from './ui-text';

/** Spec: the upload estimate is the size in MB (10^6 bytes, not MiB) divided by 20. */
const MB = 1_000_000;
/** Assumed transfer rate: 20 MB a second, or 20 seconds of video a second for a video site. */
const UPLOAD_RATE = 20;
const SINGLECAM_FACTOR = 0.1;
/** mp4 sources take longer to process (they are transcoded to an edit-friendly proxy). */
const MP4_WEIGHT = 1.4;
const MULTICAM_FACTOR = 0.4;
const MULTICAM_NOT_THREE = 0.8;
/**
 * Bitrates assumed when the browser could not read a file's duration: typical camera video and
 * high-quality audio, so a countdown from the file size is plausible until the real duration is known.
 */
const ASSUMED_BITS_PER_SECOND = { video: 10_000_000, audio: 192_000 } as const;
/** Under this many seconds left, the countdown slows so it never reaches zero before the work does. */
const SLOW_TAIL_SECONDS = 30;

export interface EstimateOptions {
  /** The desktop app processes locally at about twice the speed. */
  desktop?: boolean;
}

const scale = (seconds: number, opts: EstimateOptions) => (opts.desktop ? seconds / 2 : seconds);

export function uploadEstimateSeconds(
  source: { importType: ImportType; durationMs?: number | null; filesize?: number | null },
  opts: EstimateOptions = {},
): number {
  const seconds =
    source.importType === 'youtube'
      ? (source.durationMs ?? 0) / 1000 / UPLOAD_RATE
      : (source.filesize ?? 0) / MB / UPLOAD_RATE;
  return scale(seconds, opts);
}

/** A source's duration, or one guessed from its size when the duration is unknown (0 when neither is). */
export function durationOrGuessMs(source: {
  durationMs?: number | null;
  filesize?: number | null;
  type?: string;
}): number {
  if (source.durationMs && source.durationMs > 0) return source.durationMs;
  const bitsPerSecond = source.type === 'audio' ? ASSUMED_BITS_PER_SECOND.audio : ASSUMED_BITS_PER_SECOND.video;
  return (((source.filesize ?? 0) * 8) / bitsPerSecond) * 1000;
}

export function singlecamProcessingEstimateSeconds(
  sources: readonly { filename: string; durationMs?: number | null; filesize?: number | null; type?: string }[],
  opts: EstimateOptions = {},
): number {
  const weighted = sources.reduce(
    (sum, s) => sum + (durationOrGuessMs(s) / 1000) * (fileExtension(s.filename) === '.mp4' ? MP4_WEIGHT : 1),
    0,
  );
  return scale(SINGLECAM_FACTOR * weighted, opts);
}

/** Multicam work follows the longest source; three cameras is the case the factor was measured on. */
export function multicamEstimateSeconds(durationsSec: readonly number[], opts: EstimateOptions = {}): number {
  if (durationsSec.length === 0) return 0;
  const longest = Math.max(...durationsSec);
  const seconds = MULTICAM_FACTOR * longest * (durationsSec.length === 3 ? 1 : MULTICAM_NOT_THREE);
  return scale(seconds, opts);
}

/**
 * Seconds to show after `elapsed` of an `estimate`. Counts down in real time until 30 s are left,
 * then follows m·e^(−t/m) (m = 30, t = time spent in the tail): the same slope where the two meet,
 * ever slower afterwards, and never zero, so a late job does not sit at 0:00. Monotone in elapsed.
 */
export function countdownLabelSeconds(estimate: number, elapsed: number): number {
  if (!(estimate > 0)) return 0;
  const margin = Math.min(SLOW_TAIL_SECONDS, estimate);
  const linear = estimate - Math.max(0, elapsed);
  if (linear >= margin) return linear;
  return margin * Math.exp(-(margin - linear) / margin);
}

/** 65 → '1:05', 3725 → '1:02:05'. Rounds up so a running task never reads 0:00. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export const formatTimeLeft = (seconds: number): string => `${importText.timeLeft}: ${formatClock(seconds)}`;
