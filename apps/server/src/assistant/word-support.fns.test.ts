import { describe, expect, it } from 'vitest';
import { topicsHolding } from './word-support.fns';

const related = (topic: number, strength: number) => ({ kind: 'related', strength, unit: { topic } });
const said = (topic: number) => ({ kind: 'word', strength: 1, unit: { topic } });

describe('where a word of a subject in several is held', () => {
  it('holds a word where it is said or closely related', () => {
    expect([...topicsHolding([said(0), related(1, 0.85)], 'car')]).toEqual([0, 1]);
  });

  it('holds a word where several relations bear it out (a dance’s waltz, foxtrot and quickstep)', () => {
    expect([...topicsHolding([related(3, 0.7), related(3, 0.7), related(3, 0.7)], 'dancing')]).toEqual([3]);
  });

  it('does not hold a word on far relations alone (a house fire’s engines and "rented" for the car of car insurance)', () => {
    expect([...topicsHolding([related(0, 0.7), related(0, 0.6), related(0, 0.64)], 'car')]).toEqual([]);
  });

  it('holds a light verb on any relation ("making" of jam making)', () => {
    expect([...topicsHolding([related(4, 0.7)], 'making')]).toEqual([4]);
  });
});
