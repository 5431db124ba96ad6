import type { EditSegment, EditStory, EditWord } from '../edit';
import { fileUrlFromPath } from '../media-url';
import { RATE_29_97, type Rate } from '../rational-time';
import type { MediaReference } from '../timeline';
import { storiesToTimeline, type StoriesToTimelineInput } from '../from-edit';

/** Media as ingest would describe it: a file on the editor's disk with its probed properties. */
export function mediaAt(path: string, overrides: Partial<MediaReference> & { sourceId: string }): MediaReference {
  return {
    name: path.slice(path.lastIndexOf('/') + 1),
    url: fileUrlFromPath(path),
    duration: 30 * 60 * 30,
    rate: RATE_29_97,
    startTimecode: 0,
    width: 1920,
    height: 1080,
    audioChannels: 2,
    audioRate: 48000,
    hasVideo: true,
    hasAudio: true,
    ...overrides,
  };
}

/** An HDV camcorder's tape: 1440×1080 stored with 4:3 pixels, interlaced, upper field first, at 25 fps. */
export const hdvTape = mediaAt('/m/HDV tape 3.m2t', {
  sourceId: 'hdv',
  rate: { num: 25, den: 1 },
  width: 1440,
  height: 1080,
  pixelAspect: { h: 4, v: 3 },
  fields: 'upper',
});

/** A PAL DV widescreen capture: 720×576 stored with 64:45 pixels, lower field first. */
export const dvWidescreen = mediaAt('/m/wedding.dv', {
  sourceId: 'dv',
  rate: { num: 25, den: 1 },
  width: 720,
  height: 576,
  pixelAspect: { h: 64, v: 45 },
  fields: 'lower',
});

/** Words spread evenly over a span, as a transcript would give them. */
export function wordsBetween(text: string, start: number, end: number): EditWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const step = (end - start) / tokens.length;
  return tokens.map((token, i) => ({
    text: token,
    start: Number((start + i * step).toFixed(3)),
    end: Number((start + (i + 0.9) * step).toFixed(3)),
  }));
}

export function segment(sourceId: string, start: number, end: number, text: string, withWords = true): EditSegment {
  return { sourceId, start, end, text, ...(withWords ? { words: wordsBetween(text, start, end) } : {}) };
}

export const interview = mediaAt('/Users/ana/Footage/Día 1 #2/Interview – Día 1.mp4', {
  sourceId: 'src-interview',
  duration: 54000,
  // 01:00:00;00 drop-frame
  startTimecode: 107892,
});

export const broll = mediaAt('/Users/ana/Footage/broll city.mov', { sourceId: 'src-broll', duration: 1800 });

export const threeClipStory: EditStory = {
  index: 0,
  title: 'The hook',
  segments: [
    segment('src-interview', 12.345, 17.89, 'We started this company in a garage with two laptops and no plan at all.'),
    segment('src-broll', 3.2, 6.0, 'The city wakes up before we do.'),
    segment('src-interview', 40.04, 44.5, 'And honestly, that is still how we work today.'),
  ],
};

/** The three clips with diarized speakers: the interview's two answers by Anna, the b-roll line by Speaker 2. */
export function twoSpeakerTimeline() {
  const speakers = ['Anna', 'Speaker 2', 'Anna'];
  return threeClipTimeline({
    stories: [
      { ...threeClipStory, segments: threeClipStory.segments.map((s, i) => ({ ...s, speaker: speakers[i]! })) },
    ],
  });
}

/** The reviewed golden timeline: three clips, two sources, 29.97 drop-frame. */
export function threeClipTimeline(overrides: Partial<StoriesToTimelineInput> = {}) {
  return storiesToTimeline({
    stories: [threeClipStory],
    media: { [interview.sourceId]: interview, [broll.sourceId]: broll },
    name: 'Garage story',
    ...overrides,
  });
}

/** Deterministic pseudo-random segments (source seconds) over one source at a rate. */
export function scatteredStory(sourceId: string, count: number, seed = 7): EditStory {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const segments: EditSegment[] = [];
  let at = 1.234;
  for (let i = 0; i < count; i++) {
    const start = at + next() * 3;
    const end = start + 0.4 + next() * 6;
    segments.push(segment(sourceId, start, end, `Segment ${i + 1} says something worth keeping.`));
    at = end + next() * 2;
  }
  return { index: 0, title: 'Scattered', segments };
}

export function singleSourceTimeline(
  rate: Rate,
  options: { dropFrame?: boolean; count?: number; startTimecode?: number } = {},
) {
  const media = mediaAt('/media/source clip.mov', {
    sourceId: 'src-1',
    rate,
    duration: 40 * 60 * Math.ceil(rate.num / rate.den),
    startTimecode: options.startTimecode ?? 0,
    ...(options.dropFrame !== undefined ? { dropFrame: options.dropFrame } : {}),
  });
  const story = scatteredStory('src-1', options.count ?? 12);
  const timeline = storiesToTimeline({
    stories: [story],
    media: { 'src-1': media },
    name: 'Rate test',
    ...(options.dropFrame !== undefined ? { dropFrame: options.dropFrame } : {}),
  });
  return { media, story, timeline };
}
