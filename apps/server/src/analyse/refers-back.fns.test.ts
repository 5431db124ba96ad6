import { describe, expect, it } from 'vitest';
import { refersBack } from './refers-back.fns';

describe('refersBack', () => {
  it('hears a pronoun early in a clause, as recognisers write it', () => {
    expect(refersBack('my kids think it is the best job in the world')).toBe(true);
    expect(refersBack('She still says mine is too thick.')).toBe(true);
    expect(refersBack("They're the hardest part")).toBe(true);
  });

  it('does not read an opening line, or a pronoun that points at the clause’s own nouns', () => {
    expect(refersBack('i have worked at the station in town for fifteen years')).toBe(false);
    expect(refersBack('steaks rest for a few minutes before they are sliced')).toBe(false);
    expect(refersBack('these days i work as a care worker going round to people')).toBe(false);
    expect(refersBack('')).toBe(false);
  });
});
