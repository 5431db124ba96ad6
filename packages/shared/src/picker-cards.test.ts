import { describe, expect, it } from 'vitest';
import { exportMenu } from './export-menu';
import { isCardSelectable, mobileCardRefusal, pickerCards, pickerCardsFor } from './picker-cards';

const byId = Object.fromEntries(pickerCards.map((c) => [c.id, c]));

describe('project-mode picker cards', () => {
  it('has six complete cards', () => {
    expect(pickerCards).toHaveLength(6);
    for (const card of pickerCards) {
      expect(card.title).not.toBe('');
      expect(card.description.length).toBeGreaterThan(40);
      expect(card.pros.length).toBeGreaterThan(0);
      expect(card.cons.length).toBeGreaterThan(0);
      expect(card.supported.length).toBeGreaterThan(0);
    }
  });

  it('states the limits of the spec in the copy', () => {
    expect(byId.multi_language?.description).toMatch(/under 2 hours.*under 5 minutes/);
    expect(byId.social_media?.description).toMatch(/about 1 minute/);
    expect(byId.rough_cut?.description).toMatch(/1 to 30 minutes/);
    expect(byId.scripted_story?.tags).toContain('beta');
  });

  it('lets the web app pick the chat, social, rough-cut and A/B-roll modes', () => {
    const selectable = pickerCards.filter((c) => isCardSelectable(c, { isMobile: false })).map((c) => c.mode);
    expect(selectable).toEqual(
      expect.arrayContaining(['multi_language', 'social_media', 'rough_cut', 'podcast', 'a_roll']),
    );
  });

  it('keeps A-roll/B-roll and Scripted Story off phones', () => {
    expect(isCardSelectable(byId.a_b_roll!, { isMobile: true })).toBe(false);
    expect(isCardSelectable(byId.scripted_story!, { isMobile: true })).toBe(false);
    expect(isCardSelectable(byId.social_media!, { isMobile: true })).toBe(true);
  });

  it('takes Podcast on a computer and refuses it on a phone with the multicam toast', () => {
    expect(isCardSelectable(byId.podcast!, { isMobile: false })).toBe(true);
    expect(isCardSelectable(byId.podcast!, { isMobile: true })).toBe(false);
    expect(mobileCardRefusal(byId.podcast!)).toBe('Multicam import is currently only available on the computer');
    expect(mobileCardRefusal(byId.scripted_story!)).toBeNull();
    expect(byId.podcast?.category).toBe('multicam');
  });

  it('promises 50+ languages only where the server can transcribe them', () => {
    expect(pickerCardsFor('all')).toBe(pickerCards);
    const english = pickerCardsFor(['en']);
    const card = english.find((c) => c.id === 'multi_language')!;
    expect(card.description).not.toMatch(/in any of 50\+ languages/);
    expect(card.description).toMatch(/English only until whisper is enabled/);
    expect(card.pros).toContain('Works in English on this server');
    expect(card.pros).not.toContain('Works in 50+ languages');
    expect(english.filter((c) => c.id !== 'multi_language')).toEqual(
      pickerCards.filter((c) => c.id !== 'multi_language'),
    );
  });
});

describe('what the cards promise', () => {
  it('promises Word only on the cards whose mode offers the Word export', () => {
    for (const card of pickerCards) {
      const offered = exportMenu({ mode: card.mode, category: 'singlecam' }).some((section) =>
        section.entries.some((entry) => entry.option.displayName === 'Word'),
      );
      if (card.supported.some((s) => /\bWord\b/.test(s))) expect([card.id, offered]).toEqual([card.id, true]);
    }
  });
});
