import type { Rate } from '../rational-time';
import { parseTimecode } from '../timecode';

/**
 * Small readers for what the exporters write, used only by tests to read outputs back.
 * They are written against the formats, not against our writers, so a writer bug shows as a mismatch.
 */

export {
  fractionToFrames,
  parseFcpxml,
  parseXmeml,
  type XmemlClipItem,
  type XmemlFile,
  type XmemlPicture,
} from './xml-parsers';
export interface EdlEvent {
  event: number;
  reel: string;
  track: string;
  sourceIn: number;
  sourceOut: number;
  recordIn: number;
  recordOut: number;
  comments: string[];
}

export function parseEdl(edl: string, rate: Rate) {
  const lines = edl.split(/\r?\n/);
  const title = lines
    .find((l) => l.startsWith('TITLE:'))
    ?.slice(6)
    .trim();
  const fcm = lines
    .find((l) => l.startsWith('FCM:'))
    ?.slice(4)
    .trim();
  const dropFrame = fcm === 'DROP FRAME';
  const events: EdlEvent[] = [];
  const tc = (value: string) => parseTimecode(value, rate, dropFrame).frames;
  for (const line of lines) {
    const match = /^(\d{3,})\s+(\S+)\s+(\S+)\s+C\s+(\S+) (\S+) (\S+) (\S+)\s*$/.exec(line);
    if (match) {
      const [, event, reel, track, si, so, ri, ro] = match as unknown as string[];
      events.push({
        event: Number(event),
        reel: reel!,
        track: track!,
        sourceIn: tc(si!),
        sourceOut: tc(so!),
        recordIn: tc(ri!),
        recordOut: tc(ro!),
        comments: [],
      });
    } else if (line.startsWith('*') && events.length) {
      events[events.length - 1]!.comments.push(line);
    }
  }
  return { title, fcm, events };
}

interface OtioTime {
  value: number;
  rate: number;
}
interface OtioRange {
  start_time: OtioTime;
  duration: OtioTime;
}
interface OtioItem {
  OTIO_SCHEMA: string;
  name: string;
  source_range: OtioRange;
  media_references?: { DEFAULT_MEDIA: { target_url: string; available_range: OtioRange; name: string } };
}
interface OtioTrack {
  OTIO_SCHEMA: string;
  kind: 'Video' | 'Audio';
  name: string;
  children: OtioItem[];
}

export function parseOtio(json: string) {
  const doc = JSON.parse(json) as {
    OTIO_SCHEMA: string;
    name: string;
    global_start_time: OtioTime;
    tracks: { OTIO_SCHEMA: string; children: OtioTrack[]; markers: { name: string; marked_range: OtioRange }[] };
  };
  return {
    schema: doc.OTIO_SCHEMA,
    stackSchema: doc.tracks.OTIO_SCHEMA,
    name: doc.name,
    globalStart: doc.global_start_time,
    markers: doc.tracks.markers,
    tracks: doc.tracks.children.map((track) => {
      let at = 0;
      return {
        schema: track.OTIO_SCHEMA,
        kind: track.kind,
        items: track.children.map((item) => {
          const position = at;
          at += item.source_range.duration.value;
          return {
            schema: item.OTIO_SCHEMA,
            position,
            name: item.name,
            sourceStart: item.source_range.start_time.value,
            duration: item.source_range.duration.value,
            rate: item.source_range.start_time.rate,
            media: item.media_references?.DEFAULT_MEDIA,
          };
        }),
      };
    }),
  };
}

export interface SrtCue {
  index: number;
  start: number;
  end: number;
  lines: string[];
}

export function parseSrt(srt: string): SrtCue[] {
  const seconds = (value: string) => {
    const [h, m, s, ms] = value.split(/[:,]/).map(Number) as [number, number, number, number];
    return h * 3600 + m * 60 + s + ms / 1000;
  };
  return srt
    .trim()
    .split(/\r?\n\r?\n/)
    .map((block) => {
      const [index, times, ...lines] = block.split(/\r?\n/);
      const [start, end] = (times ?? '').split(' --> ') as [string, string];
      return { index: Number(index), start: seconds(start), end: seconds(end), lines };
    });
}
