import { describe, expect, it } from 'vitest';
import { introFiles, introForCard, introForMode, introNames } from './intros';
import { projectModes } from './modes';
import { pickerCards } from './picker-cards';

describe('intro videos', () => {
  it('has one video per picker card, and a project opens on the video of the card it was made from', () => {
    for (const card of pickerCards) expect(introForMode[card.mode]).toBe(introForCard[card.id]);
    expect(new Set(Object.values(introForCard)).size).toBe(pickerCards.length);
    expect(introNames).toEqual(['welcome', ...pickerCards.map((c) => introForCard[c.id])]);
  });

  it('gives every mode a video', () => {
    for (const mode of projectModes) expect(introNames).toContain(introForMode[mode]);
    expect(introForMode.b_roll).toBe('a-b-roll');
    expect(introForMode.standard).toBe('multi-language');
  });

  it('serves the files under /intros/ with their version, so a regenerated video is fetched again', () => {
    expect(introFiles({ name: 'podcast', version: '0123abcd4567' })).toEqual({
      video: '/intros/podcast.webm?v=0123abcd4567',
      captions: '/intros/podcast.vtt?v=0123abcd4567',
      poster: '/intros/podcast.jpg?v=0123abcd4567',
    });
  });
});
