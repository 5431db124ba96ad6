import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './sign-in-throttle';

function fakeClock() {
  let now = 1_000_000;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe('sign-in throttle', () => {
  const opts = { maxFailures: 3, windowMs: 60_000, maxTracked: 100 };

  it('locks an email after maxFailures failures within the window, until the oldest one leaves it', () => {
    const clock = fakeClock();
    const throttle = createSignInThrottle(clock, opts);
    throttle.recordFailure('a@x.test');
    clock.advance(10_000);
    throttle.recordFailure('a@x.test');
    expect(throttle.retryAfterSeconds('a@x.test')).toBe(0);
    throttle.recordFailure('a@x.test');
    expect(throttle.retryAfterSeconds('a@x.test')).toBe(50);
    expect(throttle.retryAfterSeconds('b@x.test')).toBe(0);
    clock.advance(50_000);
    expect(throttle.retryAfterSeconds('a@x.test')).toBe(0);
  });

  it('forgets failures after a success', () => {
    const throttle = createSignInThrottle(fakeClock(), opts);
    for (let i = 0; i < 3; i++) throttle.recordFailure('a@x.test');
    throttle.recordSuccess('a@x.test');
    expect(throttle.retryAfterSeconds('a@x.test')).toBe(0);
  });

  it('tracks a bounded number of emails, dropping the stalest first', () => {
    const clock = fakeClock();
    const throttle = createSignInThrottle(clock, { ...opts, maxTracked: 2 });
    for (let i = 0; i < 3; i++) throttle.recordFailure('old@x.test');
    clock.advance(1000);
    throttle.recordFailure('b@x.test');
    throttle.recordFailure('c@x.test');
    expect(throttle.retryAfterSeconds('old@x.test')).toBe(0);
  });
});
