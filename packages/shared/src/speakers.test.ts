import { describe, expect, it } from 'vitest';
import { transcriptLines } from './transcript';
import {
  dominantSpeaker,
  hasSeveralSpeakers,
  renameSpeakerSchema,
  renamedSpeakers,
  speakerLabel,
  speakerNamesSchema,
} from './speakers';

describe('speakerLabel', () => {
  it('numbers unnamed speakers and uses the project name otherwise', () => {
    expect(speakerLabel(1)).toBe('Speaker 1');
    expect(speakerLabel(2, { '1': 'Anna' })).toBe('Speaker 2');
    expect(speakerLabel(1, { '1': 'Anna' })).toBe('Anna');
    expect(speakerLabel(3, null)).toBe('Speaker 3');
  });
});

describe('renamedSpeakers', () => {
  it('sets, trims and clears a name', () => {
    const named = renamedSpeakers({}, { speaker: 2, name: '  Ben ' });
    expect(named).toEqual({ '2': 'Ben' });
    expect(renamedSpeakers(named, { speaker: 2, name: '' })).toEqual({});
  });
});

describe('schemas', () => {
  it('accept speakers 1–6 with names up to 40 characters', () => {
    expect(renameSpeakerSchema.safeParse({ speaker: 6, name: 'Anna' }).success).toBe(true);
    expect(renameSpeakerSchema.safeParse({ speaker: 7, name: 'Anna' }).success).toBe(false);
    expect(renameSpeakerSchema.safeParse({ speaker: 1, name: 'x'.repeat(41) }).success).toBe(false);
    expect(speakerNamesSchema.safeParse({ '0': 'x' }).success).toBe(false);
  });
});

describe('hasSeveralSpeakers', () => {
  it('is true only when two different speakers speak', () => {
    expect(hasSeveralSpeakers([])).toBe(false);
    expect(hasSeveralSpeakers([{ speaker: 1 }, { speaker: 1 }])).toBe(false);
    expect(hasSeveralSpeakers([{}, { speaker: 1 }])).toBe(false);
    expect(hasSeveralSpeakers([{ speaker: 1 }, { speaker: 2 }])).toBe(true);
  });
});

describe('dominantSpeaker', () => {
  const words = [
    { start: 0, end: 0.4, speaker: 1 },
    { start: 0.5, end: 1.5, speaker: 2 },
    { start: 1.6, end: 1.8, speaker: 1 },
    { start: 5, end: 5.5 },
  ];
  it('is who talks longest inside the span, by word middles', () => {
    expect(dominantSpeaker(words, 0, 2)).toBe(2);
    expect(dominantSpeaker(words, 0, 0.5)).toBe(1);
    expect(dominantSpeaker(words, 4, 6)).toBeUndefined();
  });
});

describe('transcriptLines', () => {
  it('starts a new line where the speaker changes, and says whose it is', () => {
    const word = (text: string, start: number, speaker: number) => ({
      text,
      start,
      end: start + 0.3,
      confidence: 1,
      speaker,
    });
    const lines = transcriptLines([word('so', 0, 1), word('then', 0.4, 1), word('right', 0.8, 2), word('yes', 1.2, 2)]);
    expect(lines.map((l) => [l.text, l.speaker])).toEqual([
      ['so then', 1],
      ['right yes', 2],
    ]);
  });
});
