import { isCardSelectable, pickerCards } from '@otto/shared/picker-cards';
import { describe, expect, it } from 'vitest';
import { desktopContextForCard, waitlistFeatureForCard } from './mode-picker.fns';

describe('mode picker', () => {
  it('every card has a mode-card test id target and a valid waitlist key', () => {
    for (const card of pickerCards) expect(waitlistFeatureForCard(card)).toMatch(/^[a-z0-9][a-z0-9_-]{0,63}$/);
    expect(new Set(pickerCards.map((c) => c.mode)).size).toBe(pickerCards.length);
  });

  it('sends desktop-only cards to the matching download heading', () => {
    const contexts = pickerCards.filter((c) => !isCardSelectable(c, { isMobile: false })).map(desktopContextForCard);
    expect(contexts).not.toContain(undefined);
    expect(desktopContextForCard({ id: 'a_b_roll' })).toBe('abRoll');
    expect(desktopContextForCard({ id: 'podcast' })).toBe('podcastMulticam');
  });
});
