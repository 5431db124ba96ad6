import { rangeEnd, rescaleFrames } from '../rational-time';
import { formatTimecode } from '../timecode';
import { timelineCuts, type Cut, type Timeline } from '../timeline';

/**
 * CMX 3600 EDL: one event per cut, cuts only. Reels are "AX" (no tape): Premiere and Resolve relink
 * through the "* FROM CLIP NAME:" and "* SOURCE FILE:" comments. Source timecode is the media's own
 * (start timecode + in point) counted at the timeline rate, record timecode runs on without a break.
 */

const REEL = 'AX';

/** Which channels an event carries: AA/V = picture with two audio channels, B = picture with A1. */
export function edlTrackField(cut: Cut): string {
  const channels = cut.audio.length;
  if (cut.video) return channels >= 2 ? 'AA/V' : channels === 1 ? 'B' : 'V';
  return channels >= 2 ? 'AA' : 'A';
}

/** CMX titles are one line; keep it printable and short. */
function edlTitle(name: string): string {
  return name.replace(/[\r\n]+/g, ' ').slice(0, 70);
}

export function toEdl(timeline: Timeline): string {
  const { rate, dropFrame } = timeline;
  const tc = (frames: number) => formatTimecode(frames, rate, dropFrame);
  const lines = [`TITLE: ${edlTitle(timeline.name)}`, `FCM: ${dropFrame ? 'DROP FRAME' : 'NON-DROP FRAME'}`, ''];
  for (const cut of timelineCuts(timeline)) {
    const clip = cut.primary;
    const { media } = clip;
    const sourceIn = rescaleFrames(media.startTimecode + clip.sourceRange.start, media.rate, rate);
    const recordIn = timeline.startTimecode + cut.recordRange.start;
    const event = String(cut.index + 1).padStart(3, '0');
    lines.push(
      [
        `${event}  ${REEL.padEnd(8)} ${edlTrackField(cut).padEnd(5)} ${'C'.padEnd(8)}`,
        tc(sourceIn),
        tc(sourceIn + cut.recordRange.duration),
        tc(recordIn),
        tc(timeline.startTimecode + rangeEnd(cut.recordRange)),
      ].join(' '),
    );
    lines.push(`* FROM CLIP NAME: ${clip.name}`, `* SOURCE FILE: ${media.name}`, '');
  }
  return lines.join('\n');
}
