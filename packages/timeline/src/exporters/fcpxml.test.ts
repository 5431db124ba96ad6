import { describe, expect, it } from 'vitest';
import { storiesToTimeline } from '../from-edit';
import { RATE_25, RATE_59_94, fraction } from '../rational-time';
import type { Timeline } from '../timeline';
import { broll, dvWidescreen, hdvTape, interview, mediaAt, segment, threeClipTimeline } from '../test/fixtures';
import { fractionToFrames, parseFcpxml } from '../test/test-parsers';
import { FCPXML_DTD, validateWithDtd } from '../test/tools';
import { toFcpxml, type FcpxmlVersion } from './fcpxml';

const pal = mediaAt('/m/pal clip.mov', { sourceId: 'pal', rate: RATE_25, width: 1280, height: 720 });
const wav = mediaAt('/m/host.wav', {
  sourceId: 'wav',
  hasVideo: false,
  width: 0,
  height: 0,
  audioChannels: 1,
  audioRate: 44100,
});
const allMedia = { pal, wav, [interview.sourceId]: interview, [broll.sourceId]: broll };

const timelines: [string, Timeline][] = [
  ['three clips 29.97 DF', threeClipTimeline()],
  ['vertical', threeClipTimeline({ layout: 'vertical' })],
  ['starting at 01:00:00;00', threeClipTimeline({ startTimecode: '01:00:00;00' })],
  ['59.94 timeline', threeClipTimeline({ rate: RATE_59_94 })],
  [
    'two stories, mixed rates and an audio-only source',
    storiesToTimeline({
      stories: [
        { index: 0, title: 'Cold open', segments: [segment('src-interview', 1, 3, 'a'), segment('pal', 2, 4.5, 'b')] },
        { index: 1, title: 'Host', segments: [segment('wav', 10, 12, 'c'), segment('src-broll', 0, 1, 'd')] },
      ],
      media: allMedia,
      name: 'Mixed <& "quoted">',
    }),
  ],
  [
    'a rough cut outlined in chapters',
    storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 'Rough cut',
          segments: [segment('src-interview', 1, 3, 'a'), segment('pal', 2, 4.5, 'b'), segment('src-broll', 0, 1, 'c')],
          chapters: [
            { title: 'Why we started', firstSegment: 0 },
            { title: 'The garage', firstSegment: 2 },
          ],
        },
      ],
      media: allMedia,
      name: 'Rough cut',
    }),
  ],
];

describe.each<[FcpxmlVersion]>([['1.10'], ['1.11']])('FCPXML %s', (version) => {
  it.each(timelines)('validates against Apple’s DTD: %s', (_name, timeline) => {
    expect(validateWithDtd(toFcpxml(timeline, { version }), FCPXML_DTD[version])).toEqual({ ok: true, errors: '' });
  });
});

describe('FCPXML content', () => {
  it('describes each asset as the original media: start timecode, duration, channels, rate, encoded URL', () => {
    const doc = parseFcpxml(toFcpxml(threeClipTimeline(), { version: '1.11' }));
    expect(doc.version).toBe('1.11');
    const asset = [...doc.assets.values()][0]!;
    expect(asset).toMatchObject({
      name: 'Interview – Día 1',
      hasVideo: '1',
      hasAudio: '1',
      audioChannels: '2',
      audioRate: '48000',
      src: 'file:///Users/ana/Footage/D%C3%ADa%201%20%232/Interview%20%E2%80%93%20D%C3%ADa%201.mp4',
    });
    expect(fractionToFrames(asset.start, interview.rate)).toBe(107892);
    expect(fractionToFrames(asset.duration, interview.rate)).toBe(54000);
    expect(doc.formats.get(doc.sequence.format)).toMatchObject({
      name: 'FFVideoFormat1080p2997',
      width: 1920,
      height: 1080,
    });
    expect(doc.sequence.tcFormat).toBe('DF');
  });

  it('writes times over the rate’s own denominator, as Final Cut and Resolve do', () => {
    const xml = toFcpxml(threeClipTimeline(), { version: '1.10' });
    expect(xml).toContain('frameDuration="1001/30000s"');
    expect(xml).toContain('offset="166166/30000s"');
  });

  it('offsets the spine from the sequence start timecode', () => {
    const doc = parseFcpxml(toFcpxml(threeClipTimeline({ startTimecode: '01:00:00;00' }), { version: '1.11' }));
    expect(fractionToFrames(doc.sequence.tcStart, interview.rate)).toBe(107892);
    expect(fractionToFrames(doc.spine[0]!.offset, interview.rate)).toBe(107892);
  });

  it('fills a vertical frame with each horizontal picture', () => {
    const doc = parseFcpxml(toFcpxml(threeClipTimeline({ layout: 'vertical' }), { version: '1.11' }));
    const format = doc.formats.get(doc.sequence.format)!;
    expect(format).toMatchObject({ width: 1080, height: 1920 });
    expect(format.name).toBeUndefined();
    expect(doc.spine.map((c) => c.conform)).toEqual(['fill', 'fill', 'fill']);
    expect(parseFcpxml(toFcpxml(threeClipTimeline(), { version: '1.11' })).spine.map((c) => c.conform)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps each source at its own rate and puts story markers inside the clips at media time', () => {
    const timeline = timelines[4]![1];
    const doc = parseFcpxml(toFcpxml(timeline, { version: '1.11', eventName: 'Otto exports' }));
    expect(doc.eventName).toBe('Otto exports');
    expect(doc.projectName).toBe('Mixed <& "quoted">');
    const palClip = doc.spine[1]!;
    const palAsset = doc.assets.get(palClip.ref!)!;
    expect(doc.formats.get(palAsset.format!)).toMatchObject({
      rate: RATE_25,
      width: 1280,
      height: 720,
      name: 'FFVideoFormat720p25',
    });
    expect(fractionToFrames(palClip.start, RATE_25)).toBe(50);
    const wavAsset = doc.assets.get(doc.spine[2]!.ref!)!;
    expect(wavAsset).toMatchObject({ hasVideo: '0', format: undefined, audioChannels: '1', audioRate: '44100' });
    // The first story starts at the first clip's in point: 00:00:01 into the interview, after its 01:00:00;00 start.
    expect(doc.spine[0]!.markers).toEqual([{ value: 'Cold open', start: fraction((107892 + 30) * 1001, 30000) }]);
    expect(doc.spine[2]!.markers.map((m) => m.value)).toEqual(['Host']);
    expect(doc.spine[2]!.markers[0]!.start).toEqual(doc.spine[2]!.start);
  });

  it('outlines a rough cut with chapter markers where each chapter begins', () => {
    const doc = parseFcpxml(toFcpxml(timelines[5]![1], { version: '1.11' }));
    expect(doc.spine.map((clip) => clip.chapters.map((c) => c.value))).toEqual([
      ['Why we started'],
      [],
      ['The garage'],
    ]);
    expect(doc.spine[2]!.chapters[0]!.start).toEqual(doc.spine[2]!.start);
    expect(doc.spine.flatMap((clip) => clip.markers)).toEqual([]);
  });

  describe('camcorder footage: interlaced, anamorphic', () => {
    const camcorder = (layout: 'original' | 'vertical' = 'original') =>
      storiesToTimeline({
        stories: [{ index: 0, title: 'Tapes', segments: [segment('hdv', 1, 3, 'a'), segment('dv', 2, 4, 'b')] }],
        media: { hdv: hdvTape, dv: dvWidescreen },
        name: 'Tapes',
        layout,
      });

    it.each(['1.10', '1.11'] as const)('%s: describes each tape as stored and passes the DTD', (version) => {
      const xml = toFcpxml(camcorder(), { version });
      expect(validateWithDtd(xml, FCPXML_DTD[version])).toEqual({ ok: true, errors: '' });
      const doc = parseFcpxml(xml);
      const formatOf = (i: number) => doc.formats.get(doc.assets.get(doc.spine[i]!.ref!)!.format!);
      // No Final Cut name: "FFVideoFormat…" names are progressive, square-pixel formats.
      expect(formatOf(0)).toEqual({
        name: undefined,
        rate: RATE_25,
        width: 1440,
        height: 1080,
        fieldOrder: 'upper first',
        paspH: '4',
        paspV: '3',
      });
      expect(formatOf(1)).toMatchObject({
        width: 720,
        height: 576,
        fieldOrder: 'lower first',
        paspH: '64',
        paspV: '45',
      });
    });

    it('lays the edit out as the first tape is shown: a 1920×1080 upper-field-first sequence', () => {
      const doc = parseFcpxml(toFcpxml(camcorder(), { version: '1.11' }));
      expect(doc.formats.get(doc.sequence.format)).toMatchObject({
        width: 1920,
        height: 1080,
        fieldOrder: 'upper first',
        paspH: undefined,
      });
      // Both tapes are 16:9 as shown, so neither is conformed to fill.
      expect(doc.spine.map((clip) => clip.conform)).toEqual([undefined, undefined]);
    });

    it('makes a vertical edit of interlaced tapes a progressive 1080×1920 sequence', () => {
      const doc = parseFcpxml(toFcpxml(camcorder('vertical'), { version: '1.11' }));
      expect(doc.formats.get(doc.sequence.format)).toMatchObject({ width: 1080, height: 1920, fieldOrder: undefined });
      expect(doc.spine.map((clip) => clip.conform)).toEqual(['fill', 'fill']);
    });
  });
});
