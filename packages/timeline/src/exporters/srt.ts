import { timelineCaptions, type CaptionOptions } from '../captions';
import type { Timeline } from '../timeline';

/** SubRip captions for the edit: numbered cues, "HH:MM:SS,mmm --> HH:MM:SS,mmm", record time from 0. */

export function srtTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hh = Math.floor(ms / 3_600_000);
  const mm = Math.floor(ms / 60_000) % 60;
  const ss = Math.floor(ms / 1000) % 60;
  return `${pad(hh)}:${pad(mm)}:${pad(ss)},${pad(ms % 1000, 3)}`;
}

export function toSrt(timeline: Timeline, options?: CaptionOptions): string {
  return timelineCaptions(timeline, options)
    .map(
      (caption, i) =>
        `${i + 1}\n${srtTimestamp(caption.start)} --> ${srtTimestamp(caption.end)}\n${caption.lines.join('\n')}\n`,
    )
    .join('\n');
}
