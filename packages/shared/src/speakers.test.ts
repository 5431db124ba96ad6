import { describe, expect, it } from 'vitest';
import { hasSeveralSpeakers, renameSpeakerSchema, renamedSpeakers, speakerLabel, speakerNamesSchema } from './speakers';

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
