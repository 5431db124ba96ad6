import { stringify } from 'csv-stringify/sync';
import { rangeEnd } from '../rational-time';
import { formatTimecode } from '../timecode';
import { mediaDropFrame, severalSpeakers, timelineCuts, type Timeline } from '../timeline';

/** A cut list for spreadsheets: one row per clip, source timecode in the media's own timecode. */

export const CSV_HEADER = [
  'Index',
  'Story',
  'Source File',
  'Source In',
  'Source Out',
  'Record In',
  'Record Out',
  'Duration',
  'Speaker',
  'Text',
] as const;

export function toCsv(timeline: Timeline): string {
  const { rate, dropFrame, startTimecode } = timeline;
  const record = (frames: number) => formatTimecode(startTimecode + frames, rate, dropFrame);
  // Like the captions, a one-speaker edit leaves the Speaker column empty.
  const named = severalSpeakers(timeline);
  const rows = timelineCuts(timeline).map((cut) => {
    const clip = cut.primary;
    const { media } = clip;
    const source = (frames: number) => formatTimecode(media.startTimecode + frames, media.rate, mediaDropFrame(media));
    return [
      cut.index + 1,
      clip.transcript?.storyTitle ?? '',
      media.name,
      source(clip.sourceRange.start),
      source(rangeEnd(clip.sourceRange)),
      record(cut.recordRange.start),
      record(rangeEnd(cut.recordRange)),
      formatTimecode(cut.recordRange.duration, rate, dropFrame),
      named ? (clip.transcript?.speaker ?? '') : '',
      clip.transcript?.text ?? '',
    ];
  });
  // A BOM makes Excel read the UTF-8 file names and text correctly.
  return '\uFEFF' + stringify([[...CSV_HEADER], ...rows], { record_delimiter: 'windows' });
}
