import { describe, expect, it } from 'vitest';
import { exportCredits, knownTier, nextPeriodEnd, processingCredits } from './credits.fns';
import { planCredits } from './plans';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('processingCredits', () => {
  it('charges every started minute of source', () => {
    expect(processingCredits('free', 1)).toBe(planCredits.free.perProcessingMinute);
    expect(processingCredits('free', 60)).toBe(planCredits.free.perProcessingMinute);
    expect(processingCredits('free', 60.5)).toBe(2 * planCredits.free.perProcessingMinute);
  });
  it('charges nothing for a file of unknown or no length', () => {
    expect(processingCredits('pro', 0)).toBe(0);
    expect(processingCredits('pro', Number.NaN)).toBe(0);
  });
});

describe('plans', () => {
  it('an unknown stored tier is charged and granted as free', () => {
    expect(knownTier('enterprise')).toBe('free');
    expect(exportCredits(knownTier('enterprise'))).toBe(planCredits.free.perExport);
  });
  it('grants more monthly credits on every higher plan', () => {
    const order = ['free', 'starter', 'pro', 'pro_team', 'ultra'] as const;
    for (let i = 1; i < order.length; i++)
      expect(planCredits[order[i]!].monthlyCredits).toBeGreaterThan(planCredits[order[i - 1]!].monthlyCredits);
  });
});

describe('nextPeriodEnd', () => {
  it('a first period ends a calendar month from now', () => {
    expect(nextPeriodEnd(null, at('2026-03-15T08:00:00Z'))).toBe(at('2026-04-15T08:00:00Z'));
  });
  it('a period starting on the 31st ends on the last day of a short month', () => {
    expect(nextPeriodEnd(null, at('2026-01-31T00:00:00Z'))).toBe(at('2026-02-28T00:00:00Z'));
  });
  it('after an absence of several months the periods stay on their day', () => {
    expect(nextPeriodEnd(at('2026-02-10T00:00:00Z'), at('2026-05-20T00:00:00Z'))).toBe(at('2026-06-10T00:00:00Z'));
  });
  it('a period that ends exactly now is over', () => {
    expect(nextPeriodEnd(at('2026-02-10T00:00:00Z'), at('2026-02-10T00:00:00Z'))).toBe(at('2026-03-10T00:00:00Z'));
  });
});
