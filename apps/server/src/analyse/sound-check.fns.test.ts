import { describe, expect, it } from 'vitest';
import { isSoundCheck } from './sound-check.fns';

describe('isSoundCheck', () => {
  it('hears a microphone check as recognisers write it', () => {
    expect(isSoundCheck('testing testing one two three')).toBe(true);
    expect(isSoundCheck('Check, check.')).toBe(true);
    expect(isSoundCheck('and here is some more words words words words')).toBe(true);
  });

  it('keeps real lines, stammers and short answers', () => {
    expect(isSoundCheck('i i went to the the shop')).toBe(false);
    expect(isSoundCheck('no no no')).toBe(false);
    expect(isSoundCheck('yes yes I know')).toBe(false);
    expect(isSoundCheck('we tested it one more time before the show')).toBe(false);
    expect(isSoundCheck('the printing press changed how books were made')).toBe(false);
    expect(isSoundCheck('')).toBe(false);
  });
});
