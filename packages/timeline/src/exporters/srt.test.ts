import { describe, expect, it } from 'vitest';
import { timelineCaptions } from '../captions';
import { storiesToTimeline } from '../from-edit';
import { framesToSeconds, rangeEnd } from '../rational-time';
import { timelineCuts } from '../timeline';
import { broll, interview, segment, threeClipTimeline, twoSpeakerTimeline } from '../test/fixtures';
import { parseSrt } from '../test/test-parsers';
import { srtTimestamp, toSrt } from './srt';

const longText =
  'So the first thing we did was call every customer we had, one by one, and ask them what they would pay for. ' +
  'Most of them said nothing at all. But three of them said they would pay for the reports, and that was enough to start.';

describe('SRT captions', () => {
  it('prefix every cue with its speaker when the edit holds several', () => {
    const cues = parseSrt(toSrt(twoSpeakerTimeline()));
    expect(cues.every((c) => /^(Anna|Speaker 2): /.test(c.lines[0]!))).toBe(true);
    expect(cues.find((c) => c.lines[0]!.includes('The city'))!.lines[0]).toBe(
      'Speaker 2: The city wakes up before we do.',
    );
    expect(cues.filter((c) => c.lines[0]!.startsWith('Anna: ')).length).toBeGreaterThanOrEqual(2);
  });

  it('name nobody when one speaker (or none known) speaks throughout', () => {
    const single = threeClipTimeline({
      stories: [
        {
          index: 0,
          title: 'Solo',
          segments: [segment('src-broll', 0, 2, 'Hello there.'), segment('src-broll', 3, 5, 'Bye now.')].map((s) => ({
            ...s,
            speaker: 'Speaker 1',
          })),
        },
      ],
    });
    expect(toSrt(single)).not.toContain('Speaker 1');
    expect(toSrt(threeClipTimeline())).not.toMatch(/Speaker|Anna/);
  });

  it('formats SubRip timestamps', () => {
    expect(srtTimestamp(0)).toBe('00:00:00,000');
    expect(srtTimestamp(3725.0456)).toBe('01:02:05,046');
  });

  it('re-times words to the edit, starting at zero', () => {
    const cues = parseSrt(toSrt(threeClipTimeline()));
    expect(cues[0]).toMatchObject({ index: 1, start: 0 });
    expect(cues.map((c) => c.lines.join(' ')).join(' ')).toBe(
      'We started this company in a garage with two laptops and no plan at all. The city wakes up before we do. And honestly, that is still how we work today.',
    );
    const cues2 = cues.find((c) => c.lines[0]?.startsWith('The city'))!;
    // The b-roll clip starts 166 frames into the edit; its first word sits at its in point.
    expect(cues2.start).toBeCloseTo(framesToSeconds(166, interview.rate), 3);
  });

  it('keeps each caption within two lines of 42 characters and about five seconds', () => {
    const timeline = storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 't',
          segments: [segment('src-interview', 10, 40, longText), segment('src-broll', 2, 20, longText, false)],
        },
      ],
      media: { [interview.sourceId]: interview, [broll.sourceId]: broll },
      name: 'long',
    });
    const cues = parseSrt(toSrt(timeline));
    expect(cues.length).toBeGreaterThan(8);
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
      expect(cue.end - cue.start).toBeLessThanOrEqual(5.3);
      expect(cue.end).toBeGreaterThan(cue.start);
    }
    cues.slice(1).forEach((cue, i) => expect(cue.start).toBeGreaterThanOrEqual(cues[i]!.end));
  });

  it('never lets a caption run across a cut', () => {
    const timeline = threeClipTimeline();
    const cuts = timelineCuts(timeline).map((cut) => ({
      start: framesToSeconds(cut.recordRange.start, timeline.rate),
      end: framesToSeconds(rangeEnd(cut.recordRange), timeline.rate),
    }));
    for (const caption of timelineCaptions(timeline)) {
      const home = cuts.find((cut) => caption.start >= cut.start - 1e-9 && caption.start < cut.end)!;
      expect(caption.end).toBeLessThanOrEqual(home.end + 1e-9);
    }
  });

  it('spreads the segment text over the clip when words have no times', () => {
    const timeline = storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 't',
          segments: [segment('src-broll', 0, 4, 'One two three four five six seven eight.', false)],
        },
      ],
      media: { [broll.sourceId]: broll },
      name: 'no words',
    });
    const cues = parseSrt(toSrt(timeline));
    expect(cues).toHaveLength(1);
    expect(cues[0]).toMatchObject({ start: 0, lines: ['One two three four five six seven eight.'] });
    expect(cues[0]!.end).toBeCloseTo(framesToSeconds(120, broll.rate), 3);
  });

  it('leaves out words the cut trimmed away', () => {
    const words = [
      { text: 'cut', start: 0.5, end: 0.9 },
      { text: 'kept', start: 1.1, end: 1.5 },
      { text: 'words.', start: 1.6, end: 1.9 },
      { text: 'gone', start: 2.5, end: 2.9 },
    ];
    const timeline = storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 't',
          segments: [{ sourceId: 'src-broll', start: 1.0, end: 2.0, text: 'kept words.', words }],
        },
      ],
      media: { [broll.sourceId]: broll },
      name: 'trim',
    });
    expect(parseSrt(toSrt(timeline)).map((c) => c.lines.join(' '))).toEqual(['kept words.']);
  });
});
