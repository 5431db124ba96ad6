import { describe, expect, it } from 'vitest';
import { exportTimeline } from '../exporters';
import { RATE_23_976, RATE_25, RATE_29_97, RATE_30, RATE_59_94, secondsToFrames, type Rate } from '../rational-time';
import { singleSourceTimeline } from '../test/fixtures';
import { timecodeToFrames } from '../timecode';
import { fractionToFrames, parseEdl, parseFcpxml, parseOtio, parseXmeml } from '../test/test-parsers';
import { FCPXML_DTD, validateWithDtd } from '../test/tools';

/**
 * The promise editors care about: every format, read back, cuts the same frames the edit asked for,
 * with no gap, no overlap, and a timeline exactly as long as its clips.
 */

interface Expected {
  sourceIn: number;
  sourceOut: number;
  recordIn: number;
  recordOut: number;
}

const rates: [string, Rate, boolean][] = [
  ['23.976', RATE_23_976, false],
  ['25', RATE_25, false],
  ['29.97 DF', RATE_29_97, true],
  ['29.97 NDF', RATE_29_97, false],
  ['30', RATE_30, false],
  ['59.94 DF', RATE_59_94, true],
];

function expectedCuts(rate: Rate, segments: readonly { start: number; end: number }[]): Expected[] {
  let record = 0;
  return segments.map(({ start, end }) => {
    const sourceIn = secondsToFrames(start, rate);
    const sourceOut = secondsToFrames(end, rate);
    const cut = { sourceIn, sourceOut, recordIn: record, recordOut: record + sourceOut - sourceIn };
    record = cut.recordOut;
    return cut;
  });
}

function expectEndToEnd(cuts: Expected[], total: number): void {
  cuts.forEach((cut, i) => expect(cut.recordIn).toBe(i === 0 ? 0 : cuts[i - 1]!.recordOut));
  expect(cuts.reduce((sum, c) => sum + (c.recordOut - c.recordIn), 0)).toBe(total);
}

describe.each(rates)('frame-exact exports at %s', (_name, rate, dropFrame) => {
  // Media starting at 10:00:00:00 so source timecode and media frames can't be confused.
  const startTimecode = timecodeToFrames('10:00:00:00', rate, dropFrame);
  const { story, timeline } = singleSourceTimeline(rate, { dropFrame, count: 40, startTimecode });
  const expected = expectedCuts(rate, story.segments);
  const total = expected.at(-1)!.recordOut;

  it.each(['premiere', 'davinci_xml'] as const)('%s xmeml', async (format) => {
    const xml = parseXmeml((await exportTimeline(format, timeline)) as string);
    expect(xml.rate).toEqual(rate);
    expect(xml.timecode.displayformat).toBe(dropFrame ? 'DF' : 'NDF');
    expect(xml.duration).toBe(total);
    for (const mediatype of ['video', 'audio'] as const) {
      for (const trackIndex of mediatype === 'video' ? [1] : [1, 2]) {
        const items = xml.clipitems.filter((c) => c.mediatype === mediatype && c.trackIndex === trackIndex);
        const cuts = items.map((c) => ({ sourceIn: c.in, sourceOut: c.out, recordIn: c.start, recordOut: c.end }));
        expect(cuts).toEqual(expected);
        expectEndToEnd(cuts, total);
      }
    }
    const file = [...xml.files.values()][0]!;
    expect(file.timecode.frame).toBe(startTimecode);
  });

  it.each([
    ['davinci_fcpxml', '1.10'],
    ['fcpxml', '1.11'],
  ] as const)('%s (FCPXML %s)', async (format, version) => {
    const text = (await exportTimeline(format, timeline)) as string;
    expect(validateWithDtd(text, FCPXML_DTD[version])).toEqual({ ok: true, errors: '' });
    const doc = parseFcpxml(text);
    expect(doc.formats.get(doc.sequence.format)?.rate).toEqual(rate);
    expect(doc.sequence.tcFormat).toBe(dropFrame ? 'DF' : 'NDF');
    expect(fractionToFrames(doc.sequence.duration, rate)).toBe(total);
    const asset = doc.assets.get(doc.spine[0]!.ref!)!;
    const assetStart = fractionToFrames(asset.start, rate);
    expect(assetStart).toBe(startTimecode);
    const cuts = doc.spine.map((clip) => {
      const sourceIn = fractionToFrames(clip.start, rate) - assetStart;
      const recordIn = fractionToFrames(clip.offset, rate) - fractionToFrames(doc.sequence.tcStart, rate);
      const duration = fractionToFrames(clip.duration, rate);
      return { sourceIn, sourceOut: sourceIn + duration, recordIn, recordOut: recordIn + duration };
    });
    expect(cuts).toEqual(expected);
    expectEndToEnd(cuts, total);
  });

  it('edl', async () => {
    const edl = parseEdl((await exportTimeline('edl', timeline)) as string, rate);
    expect(edl.fcm).toBe(dropFrame ? 'DROP FRAME' : 'NON-DROP FRAME');
    const cuts = edl.events.map((e) => ({
      sourceIn: e.sourceIn - startTimecode,
      sourceOut: e.sourceOut - startTimecode,
      recordIn: e.recordIn,
      recordOut: e.recordOut,
    }));
    expect(cuts).toEqual(expected);
    expectEndToEnd(cuts, total);
  });

  it('otio', async () => {
    const otio = parseOtio((await exportTimeline('otio', timeline)) as string);
    for (const track of otio.tracks) {
      const cuts = track.items.map((item) => ({
        sourceIn: item.sourceStart - startTimecode,
        sourceOut: item.sourceStart - startTimecode + item.duration,
        recordIn: item.position,
        recordOut: item.position + item.duration,
      }));
      expect(track.items.every((item) => item.rate === rate.num / rate.den)).toBe(true);
      expect(cuts).toEqual(expected);
      expectEndToEnd(cuts, total);
    }
  });
});
