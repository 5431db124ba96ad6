import { describe, expect, it } from 'vitest';
import { approval, draftOf, keptDuration, move, rename, toggleDropped } from './story-card.fns';

const card = [
  { title: 'Dinner', duration: 40 },
  { title: 'Waiting', duration: 30 },
  { title: 'The wizard', duration: 20 },
];

describe('story card edits', () => {
  it('sends the kept chapters in the new order with their new titles', () => {
    let draft = draftOf(card);
    draft = move(draft, 2, -1); // Dinner, The wizard, Waiting
    draft = move(draft, 1, -1); // The wizard, Dinner, Waiting
    draft = toggleDropped(draft, 2);
    draft = rename(draft, 0, 'Meet the wizard');
    expect(approval(draft, card)).toEqual([
      { chapter: 2, title: 'Meet the wizard' },
      { chapter: 0, title: 'Dinner' },
    ]);
    expect(keptDuration(draft)).toBe(60);
  });

  it('keeps Otto’s title for a blank rename, brings a dropped chapter back, and moves nothing past the ends', () => {
    let draft = rename(draftOf(card), 1, '   ');
    draft = toggleDropped(toggleDropped(draft, 0), 0);
    expect(move(draft, 0, -1)).toEqual(draft);
    expect(move(draft, 2, 1)).toEqual(draft);
    expect(approval(draft, card).map((c) => c.title)).toEqual(['Dinner', 'Waiting', 'The wizard']);
  });
});
