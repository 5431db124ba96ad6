import { timelineCaptions, type CaptionOptions } from '../captions';
import { severalSpeakers, type Timeline } from '../timeline';

/** SubRip captions for the edit: numbered cues, "HH:MM:SS,mmm --> HH:MM:SS,mmm", record time from 0. */

export function srtTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hh = Math.floor(ms / 3_600_000);
  const mm = Math.floor(ms / 60_000) % 60;
  const ss = Math.floor(ms / 1000) % 60;
  return `${pad(hh)}:${pad(mm)}:${pad(ss)},${pad(ms % 1000, 3)}`;
}

/**
 * When the edit holds several speakers every cue names its speaker ("Anna: …"), so a cue read
 * on its own still says who talks; a one-speaker edit's cues carry no name.
 */
export function toSrt(timeline: Timeline, options?: CaptionOptions): string {
  const named = severalSpeakers(timeline);
  return timelineCaptions(timeline, options)
    .map((caption, i) => {
      const lines =
        named && caption.speaker
          ? [`${caption.speaker}: ${caption.lines[0] ?? ''}`, ...caption.lines.slice(1)]
          : caption.lines;
      return `${i + 1}\n${srtTimestamp(caption.start)} --> ${srtTimestamp(caption.end)}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}
