import { describe, expect, it } from 'vitest';
import { storiesToTimeline, UnknownSourceError, UnknownStoryError } from './from-edit';
import {
  RATE_23_976,
  RATE_25,
  RATE_29_97,
  RATE_30,
  RATE_59_94,
  rangeEnd,
  secondsToFrames,
  type Rate,
} from './rational-time';
import { timelineCuts, timelineDuration, trackClips, type Timeline } from './timeline';
import { broll, interview, mediaAt, segment, singleSourceTimeline, threeClipTimeline } from './test/fixtures';

function expectContiguous(timeline: Timeline): void {
  for (const track of [...timeline.videoTracks, ...timeline.audioTracks]) {
    let at = 0;
    for (const item of track.items) {
      expect(item.recordRange.start).toBe(at);
      expect(item.recordRange.duration).toBeGreaterThan(0);
      at = rangeEnd(item.recordRange);
    }
  }
}

describe('storiesToTimeline', () => {
  it.each<[string, Rate, boolean]>([
    ['23.976', RATE_23_976, false],
    ['25', RATE_25, false],
    ['29.97 DF', RATE_29_97, true],
    ['29.97 NDF', RATE_29_97, false],
    ['30', RATE_30, false],
    ['59.94', RATE_59_94, true],
  ])('cuts every segment on the frame the edit asked for at %s', (_name, rate, dropFrame) => {
    const { story, timeline } = singleSourceTimeline(rate, { dropFrame });
    expect(timeline.rate).toEqual(rate);
    expect(timeline.dropFrame).toBe(dropFrame);
    const clips = trackClips(timeline.videoTracks[0]!);
    expect(clips).toHaveLength(story.segments.length);
    let record = 0;
    story.segments.forEach((seg, i) => {
      const clip = clips[i]!;
      const inFrame = secondsToFrames(seg.start, rate);
      const outFrame = secondsToFrames(seg.end, rate);
      expect(clip.sourceRange).toEqual({ start: inFrame, duration: outFrame - inFrame });
      expect(clip.recordRange).toEqual({ start: record, duration: outFrame - inFrame });
      record += outFrame - inFrame;
    });
    expect(timelineDuration(timeline)).toBe(record);
    expect(clips.reduce((sum, c) => sum + c.sourceRange.duration, 0)).toBe(timelineDuration(timeline));
    expectContiguous(timeline);
  });

  it('mirrors each video cut on one audio track per source channel', () => {
    const timeline = threeClipTimeline();
    expect(timeline.videoTracks).toHaveLength(1);
    expect(timeline.audioTracks.map((t) => t.name)).toEqual(['A1', 'A2']);
    for (const [i, track] of timeline.audioTracks.entries()) {
      const clips = trackClips(track);
      expect(clips.map((c) => c.recordRange)).toEqual(trackClips(timeline.videoTracks[0]!).map((c) => c.recordRange));
      expect(clips.every((c) => c.channel === i + 1)).toBe(true);
    }
    expect(timelineCuts(timeline).map((cut) => cut.audio.length)).toEqual([2, 2, 2]);
  });

  it('gives mono sources one audio track and leaves silence where a source has fewer channels', () => {
    const mono = mediaAt('/m/mono.mov', { sourceId: 'mono', audioChannels: 1 });
    const timeline = storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 't',
          segments: [segment('mono', 0, 2, 'a'), segment('src-broll', 1, 2, 'b'), segment('mono', 5, 6, 'c')],
        },
      ],
      media: { mono, [broll.sourceId]: broll },
      name: 'mixed',
    });
    expect(timeline.audioTracks).toHaveLength(2);
    expect(timeline.audioTracks[1]!.items.map((i) => i.kind)).toEqual(['gap', 'clip']);
    expectContiguous(timeline);

    const monoOnly = storiesToTimeline({
      stories: [{ index: 0, title: 't', segments: [segment('mono', 0, 2, 'a')] }],
      media: { mono },
      name: 'm',
    });
    expect(monoOnly.audioTracks).toHaveLength(1);
  });

  it('puts audio-only sources on audio tracks with a gap in the picture', () => {
    const wav = mediaAt('/m/host.wav', { sourceId: 'wav', hasVideo: false, width: 0, height: 0 });
    const timeline = storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 't',
          segments: [segment('src-broll', 0, 1, 'a'), segment('wav', 3, 4, 'b'), segment('src-broll', 2, 3, 'c')],
        },
      ],
      media: { wav, [broll.sourceId]: broll },
      name: 'podcast',
    });
    expect(timeline.videoTracks[0]!.items.map((i) => i.kind)).toEqual(['clip', 'gap', 'clip']);
    expect(timelineCuts(timeline).map((c) => c.primary.media.sourceId)).toEqual(['src-broll', 'wav', 'src-broll']);
    expectContiguous(timeline);
  });

  it('makes a 1080×1920 sequence for vertical layouts', () => {
    expect(threeClipTimeline({ layout: 'vertical' })).toMatchObject({ width: 1080, height: 1920, layout: 'vertical' });
    expect(threeClipTimeline({ layout: 'vertical_no_captions' })).toMatchObject({ width: 1080, height: 1920 });
    expect(threeClipTimeline()).toMatchObject({ width: 1920, height: 1080, layout: 'original' });
  });

  it('lays the chosen stories in the order asked and marks where each begins', () => {
    const stories = [
      { index: 0, title: 'First', segments: [segment('src-broll', 0, 1, 'one')] },
      { index: 1, title: 'Second', segments: [segment('src-broll', 5, 7, 'two')] },
    ];
    const timeline = storiesToTimeline({
      stories,
      storyIndexes: [1, 0],
      media: { [broll.sourceId]: broll },
      name: 'both',
    });
    expect(timelineCuts(timeline).map((c) => c.primary.transcript?.storyTitle)).toEqual(['Second', 'First']);
    expect(timeline.markers).toEqual([
      { name: 'Second', recordRange: { start: 0, duration: 60 } },
      { name: 'First', recordRange: { start: 60, duration: 30 } },
    ]);
    expect(
      storiesToTimeline({ stories, storyIndexes: [0], media: { [broll.sourceId]: broll }, name: 'one' }).markers,
    ).toEqual([]);
    expect(() =>
      storiesToTimeline({ stories, storyIndexes: [4], media: { [broll.sourceId]: broll }, name: 'x' }),
    ).toThrow(UnknownStoryError);
  });

  it('turns a story outline into chapter markers spanning their stretch of the timeline', () => {
    const story = {
      index: 0,
      title: 'Rough cut',
      segments: [
        segment('src-broll', 0, 1, 'one'),
        segment('src-broll', 5, 7, 'two'),
        // Shorter than half a frame: it vanishes, and its chapter starts at the next clip.
        segment('src-broll', 9, 9.001, 'blink'),
        segment('src-broll', 10, 11, 'three'),
      ],
      chapters: [
        { title: 'Opening', firstSegment: 0 },
        { title: 'Middle', firstSegment: 2 },
        { title: 'Past the end', firstSegment: 9 },
      ],
    };
    const media = { [broll.sourceId]: broll };
    expect(storiesToTimeline({ stories: [story], media, name: 'rough' }).markers).toEqual([
      { name: 'Opening', recordRange: { start: 0, duration: 90 }, chapter: true },
      { name: 'Middle', recordRange: { start: 90, duration: 30 }, chapter: true },
    ]);
    // Beside another story, chapters say which story they belong to and replace its one marker.
    const other = { index: 1, title: 'Teaser', segments: [segment('src-broll', 20, 21, 'four')] };
    expect(storiesToTimeline({ stories: [story, other], media, name: 'both' }).markers).toEqual([
      { name: 'Opening', recordRange: { start: 0, duration: 90 }, chapter: true, comment: 'Rough cut' },
      { name: 'Middle', recordRange: { start: 90, duration: 30 }, chapter: true, comment: 'Rough cut' },
      { name: 'Teaser', recordRange: { start: 120, duration: 30 } },
    ]);
  });

  it('refuses segments whose source it does not know', () => {
    expect(() =>
      storiesToTimeline({
        stories: [{ index: 0, title: 't', segments: [segment('nope', 0, 1, 'a')] }],
        media: {},
        name: 'x',
      }),
    ).toThrow(UnknownSourceError);
  });

  it('clamps to the media and drops segments too short to hold a frame', () => {
    const timeline = storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 't',
          segments: [
            segment('src-broll', -1, 0.5, 'a'),
            segment('src-broll', 10, 10.01, 'b'),
            segment('src-broll', 59, 99, 'c'),
          ],
        },
      ],
      media: { [broll.sourceId]: broll },
      name: 'x',
    });
    expect(trackClips(timeline.videoTracks[0]!).map((c) => c.sourceRange)).toEqual([
      { start: 0, duration: 15 },
      { start: 1768, duration: 32 },
    ]);
  });

  it('keeps each clip on its own rate and fills record frames at the timeline rate', () => {
    const pal = mediaAt('/m/pal.mov', { sourceId: 'pal', rate: RATE_25 });
    const timeline = storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 't',
          segments: [
            segment('src-interview', 1, 3, 'a'),
            segment('pal', 2, 4, 'b'),
            segment('src-interview', 8, 9, 'c'),
          ],
        },
      ],
      media: { pal, [interview.sourceId]: interview },
      name: 'mixed rates',
    });
    const clips = trackClips(timeline.videoTracks[0]!);
    expect(clips[1]!.sourceRange).toEqual({ start: 50, duration: 50 });
    expect(clips[1]!.recordRange).toEqual({ start: 60, duration: 60 });
    expectContiguous(timeline);
  });

  it('takes a start timecode as frames or as a timecode string', () => {
    expect(threeClipTimeline({ startTimecode: '01:00:00;00' }).startTimecode).toBe(107892);
    expect(threeClipTimeline({ startTimecode: 300 }).startTimecode).toBe(300);
    expect(threeClipTimeline().startTimecode).toBe(0);
  });
});
