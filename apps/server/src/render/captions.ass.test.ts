import { describe, expect, it } from 'vitest';
import { storiesToTimeline, type MediaReference } from '@otto/timeline';
import {
  assColour,
  assTime,
  buildAss,
  captionCues,
  captionStyle,
  cueEvents,
  recordWords,
  timelineCaptionCues,
  type CaptionCue,
} from './captions.ass';

const colours = { outlineColor: '#000000', activeColor: '#FFD400', inactiveColor: '#FFFFFF' };
const media: MediaReference = {
  sourceId: 's1',
  name: 'a.mp4',
  url: 'file:///a.mp4',
  duration: 30 * 60,
  rate: { num: 30, den: 1 },
  startTimecode: 0,
  width: 1280,
  height: 720,
  audioChannels: 2,
  audioRate: 48000,
  hasVideo: true,
  hasAudio: true,
};
const words = (texts: string, from: number, step = 0.5) =>
  texts.split(' ').map((text, i) => ({ text, start: from + i * step, end: from + i * step + step * 0.8 }));

describe('assColour and assTime', () => {
  it.each([
    ['#FFD400', '&H0000D4FF'],
    ['#112233', '&H00332211'],
    ['#ffffff', '&H00FFFFFF'],
  ])('%s → %s', (hex, ass) => expect(assColour(hex)).toBe(ass));

  it.each([
    [0, '0:00:00.00'],
    [1.234, '0:00:01.23'],
    [3661.5, '1:01:01.50'],
  ])('%s s → %s', (s, text) => expect(assTime(s)).toBe(text));
});

describe('recordWords', () => {
  it('re-times the words of each cut to the edit and drops words outside the cuts', () => {
    const timeline = storiesToTimeline({
      name: 't',
      media: { s1: media },
      stories: [
        {
          index: 0,
          title: 't',
          segments: [
            {
              sourceId: 's1',
              start: 10,
              end: 12,
              text: 'a b c d',
              words: [...words('a b c d', 10), { text: 'late', start: 12.5, end: 12.9 }],
            },
            { sourceId: 's1', start: 2, end: 3, text: 'e f', words: words('e f', 2) },
          ],
        },
      ],
    });
    const got = recordWords(timeline);
    expect(got.map((w) => w.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(got[0]?.start).toBeCloseTo(0);
    expect(got[4]?.start).toBeCloseTo(2);
    expect(got[5]?.start).toBeCloseTo(2.5);
  });
});

describe('captionCues', () => {
  it('keeps the caption lines and pairs each with its words', () => {
    const ws = words('hello there my friend', 0);
    const cues = captionCues([{ start: 0, end: 2, lines: ['hello there', 'my friend'] }], ws);
    expect(cues[0]?.lines).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(cues[0]?.words).toHaveLength(4);
  });

  it('falls back to plain text when the words do not match the lines', () => {
    const cues = captionCues([{ start: 0, end: 2, lines: ['some text'] }], []);
    expect(cues[0]?.words).toEqual([]);
    expect(cueEvents(cues[0]!, colours)).toEqual([{ start: 0, end: 2, text: 'some text' }]);
  });
});

describe('cueEvents', () => {
  const cue: CaptionCue = {
    start: 0,
    end: 2,
    words: words('one two three', 0.2),
    lines: [[0, 1, 2]],
    text: ['one two three'],
  };

  it('lights one word at a time in the active colour, the rest stay inactive', () => {
    const events = cueEvents(cue, colours);
    expect(events.map((e) => [e.start, e.end])).toEqual([
      [0, 0.2],
      [0.2, 0.7],
      [0.7, 1.2],
      [1.2, 2],
    ]);
    expect(events[0]?.text).toBe('one two three');
    expect(events[2]?.text).toBe('one {\\1c&H0000D4FF}two{\\1c&H00FFFFFF} three');
  });
});

describe('buildAss', () => {
  it('sizes type to the frame and places it low; outline off when transparent', () => {
    const cues: CaptionCue[] = [{ start: 0, end: 1, words: [], lines: [], text: ['hi {there}'] }];
    const ass = buildAss(cues, {
      width: 1280,
      height: 720,
      colours: { ...colours, outlineColor: 'transparent' },
      vertical: false,
    });
    expect(ass).toContain('PlayResX: 1280');
    expect(ass).toContain('PlayResY: 720');
    expect(ass).toContain(
      `Style: Default,DejaVu Sans,${captionStyle(1280, 720, false).fontSize},&H00FFFFFF,&H0000D4FF,&HFF000000`,
    );
    expect(ass).toMatch(/,1,0,0,2,\d+,\d+,58,1\n/);
    expect(ass).toContain('Dialogue: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,hi there');
  });

  it('uses bigger type, raised higher, on a vertical frame', () => {
    const h = captionStyle(1280, 720, false);
    const v = captionStyle(1080, 1920, true);
    expect(v.fontSize).toBeGreaterThan(h.fontSize);
    expect(v.marginV / 1920).toBeGreaterThan(h.marginV / 720);
  });

  it('makes cues from a timeline with the shorter vertical line length', () => {
    const timeline = storiesToTimeline({
      name: 't',
      media: { s1: media },
      layout: 'vertical',
      stories: [
        {
          index: 0,
          title: 't',
          segments: [
            {
              sourceId: 's1',
              start: 0,
              end: 6,
              text: '',
              words: words('this sentence is long enough to need two lines here', 0, 0.5),
            },
          ],
        },
      ],
    });
    const cues = timelineCaptionCues(timeline, true);
    expect(cues.length).toBeGreaterThan(0);
    for (const c of cues) for (const line of c.text) expect(line.length).toBeLessThanOrEqual(24);
  });
});
