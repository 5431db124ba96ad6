import { describe, expect, it } from 'vitest';
import { referralCodeFrom } from './referral-capture';

describe("a friend's referral link", () => {
  it('gives its code', () => {
    expect(referralCodeFrom('?ref=Ab3_x-9')).toBe('Ab3_x-9');
    expect(referralCodeFrom('?demo=start&ref=abcd')).toBe('abcd');
  });

  it.each(['', '?ref=', '?ref=abc', '?ref=a b c d', `?ref=${'x'.repeat(33)}`, '?ref=<script>'])('ignores %j', (search) => {
    expect(referralCodeFrom(search)).toBeNull();
  });
});
