import { userMediaInputOptions } from './media-confinement';
import type { MediaRunner } from './media.runner';
import type { MediaInfo } from './media.types';

export interface DecodeCheckResult {
  complete: boolean;
  declaredSec: number;
  /** Roughly where readable data ends (to 1/64 of the duration); only measured when incomplete. */
  readableSec?: number;
}

export interface DecodeCheckOptions {
  ffprobe: MediaRunner['ffprobe'];
  signal?: AbortSignal;
  /** Share of the declared duration that must be readable. */
  minReadableShare?: number;
}

const SEARCH_STEPS = 6;
const WINDOW_SEC = 2;

/**
 * Finds partial files: an MP4 whose moov (the index) survived but whose mdat was cut still
 * probes fine and declares its full duration. Instead of decoding everything (minutes on a
 * 2-hour file) we seek: ffprobe jumps through the index to a time and lists the packets it
 * can actually read there, which is none once the bytes are missing. A handful of seeks
 * answers "is 90 % of the declared duration there?" and, when not, about where data stops.
 */
export async function checkDecodable(
  path: string,
  info: MediaInfo,
  opts: DecodeCheckOptions,
): Promise<DecodeCheckResult> {
  const { ffprobe, signal, minReadableShare = 0.9 } = opts;
  const declaredSec = info.durationSec;
  if (!(declaredSec > 0)) return { complete: true, declaredSec };
  const start = info.startTimeSec;

  // Any stream will do (no -select_streams): the longest one defines the declared duration.
  // The end of the interval is absolute: ffprobe seeks to the keyframe before t (an hour
  // earlier in a file with a long GOP), and a relative end would count from there.
  const readableAt = async (offsetSec: number): Promise<boolean> => {
    const t = start + offsetSec;
    const out = await ffprobe(
      [
        '-v',
        'error',
        '-read_intervals',
        `${t.toFixed(3)}%${(t + WINDOW_SEC).toFixed(3)}`,
        '-show_entries',
        'packet=pts_time',
        '-of',
        'csv=p=0',
        ...userMediaInputOptions(info.container),
        path,
      ],
      { signal },
    );
    return out.split('\n').some((line) => {
      const pts = Number.parseFloat(line);
      return Number.isFinite(pts) && pts >= t - 0.05;
    });
  };

  const threshold = declaredSec * minReadableShare;
  if (await readableAt(threshold)) return { complete: true, declaredSec };

  let lo = 0;
  let hi = threshold;
  for (let i = 0; i < SEARCH_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (await readableAt(mid)) lo = mid;
    else hi = mid;
  }
  return { complete: false, declaredSec, readableSec: Math.round(lo * 100) / 100 };
}
