import { create } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { parseFcpxmlTime } from '../rational-time';
import { broll, interview } from '../test/fixtures';
import { FCPXML_DTD, checkWellFormed, validateWithDtd } from '../test/tools';
import { SHOT_LOG_HEADER, toBinsFcpxml, toBinsXmeml, toShotLogCsv, type ShotBins } from './bins';

const log: ShotBins = {
  name: 'Trip <& "days">_B-Rolls',
  bins: [
    {
      name: 'Day scenery, green and blue',
      shots: [
        {
          media: broll,
          start: 0,
          end: 2.5,
          name: 'Pan right, daylight, green and blue tones, 2.5 s.',
          tags: ['pan-right', 'day'],
        },
        { media: broll, start: 2.5, end: 6, name: 'Static shot, daylight, 3.5 s.', tags: ['static', 'day'] },
      ],
    },
    {
      name: 'Night people',
      shots: [
        {
          media: interview,
          start: 10,
          end: 14,
          name: 'Static shot of a person, night or low light, 4.0 s.',
          tags: ['people'],
        },
      ],
    },
  ],
};

interface Node {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<Node>;
  getAttribute(name: string): string | null;
}
const kids = (n: Node, name: string) => Array.from(n.childNodes).filter((c) => c.nodeType === 1 && c.nodeName === name);
const text = (n: Node, name: string) => kids(n, name)[0]?.textContent ?? '';
const parse = (xml: string) => create(xml).root().node as unknown as Node;

describe('B-roll bins', () => {
  it('FCP7 XML: a top bin holding one bin per group, each shot a clip whose in/out and marker cover the shot', () => {
    for (const flavour of ['premiere', 'resolve'] as const) {
      const xml = toBinsXmeml(log, flavour);
      expect(checkWellFormed(xml)).toEqual({ ok: true, errors: '' });
      const top = kids(parse(xml), 'bin')[0]!;
      expect(text(top, 'name')).toBe(log.name);
      const bins = kids(kids(top, 'children')[0]!, 'bin');
      expect(bins.map((b) => text(b, 'name'))).toEqual(['Day scenery, green and blue', 'Night people']);
      const clips = kids(kids(bins[0]!, 'children')[0]!, 'clip');
      expect(clips.map((c) => text(c, 'name'))).toEqual(log.bins[0]!.shots.map((s) => s.name));
      // 29.97: 2.5 s is frame 75 (rounded), 6 s frame 180.
      expect(clips.map((c) => [Number(text(c, 'in')), Number(text(c, 'out'))])).toEqual([
        [0, 75],
        [75, 180],
      ]);
      const marker = kids(clips[1]!, 'marker')[0]!;
      expect([text(marker, 'name'), text(marker, 'comment'), text(marker, 'in'), text(marker, 'out')]).toEqual([
        'Static shot, daylight, 3.5 s.',
        'static, day',
        '75',
        '180',
      ]);
    }
  });

  it('FCPXML 1.10 and 1.11: valid against the DTDs, one event per group, each shot a browser clip over its range', () => {
    for (const version of ['1.10', '1.11'] as const) {
      const xml = toBinsFcpxml(log, version);
      expect(validateWithDtd(xml, FCPXML_DTD[version])).toEqual({ ok: true, errors: '' });
      const events = kids(kids(parse(xml), 'library')[0]!, 'event');
      expect(events.map((e) => e.getAttribute('name'))).toEqual(['Day scenery, green and blue', 'Night people']);
      const clips = kids(events[0]!, 'asset-clip');
      expect(clips.map((c) => c.getAttribute('name'))).toEqual(log.bins[0]!.shots.map((s) => s.name));
      const seconds = (t: string | null) => {
        const f = parseFcpxmlTime(t!);
        return f.n / f.d;
      };
      expect(seconds(clips[1]!.getAttribute('duration'))).toBeCloseTo(3.5, 1);
      expect(kids(clips[1]!, 'keyword')[0]!.getAttribute('value')).toBe('static, day');
      // The interview starts at 01:00:00;00: the clip's start is media time, after that timecode.
      const night = kids(events[1]!, 'asset-clip')[0]!;
      expect(seconds(night.getAttribute('start')) - 3600 * (30000 / 30030)).toBeGreaterThan(9);
    }
  });

  it('the CSV shot log: a row per shot with its bin, file, source timecodes and description', () => {
    const lines = toShotLogCsv(log).trim().split('\n');
    expect(lines[0]).toBe(SHOT_LOG_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('Night people');
    expect(lines[3]).toContain('01:00:10;00');
    expect(lines[1]).toContain('"Pan right, daylight, green and blue tones, 2.5 s."');
  });
});
