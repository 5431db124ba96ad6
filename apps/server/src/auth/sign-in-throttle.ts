import type { Clock } from '../http/clock';

export interface SignInThrottleOptions {
  /** Failed attempts allowed per account within `windowMs`. */
  maxFailures: number;
  windowMs: number;
  /** Bound on the accounts tracked at once, so sprayed emails cannot grow memory without end. */
  maxTracked: number;
}

export const defaultSignInThrottle: SignInThrottleOptions = {
  maxFailures: 10,
  windowMs: 15 * 60 * 1000,
  maxTracked: 10_000,
};

/**
 * Per-account brute-force guard on the password form, beside the per-address rate limit: after
 * `maxFailures` failed attempts for one email within `windowMs`, that email is refused from any
 * address until the oldest failure leaves the window; a successful sign-in clears it.
 *
 * In memory, per process. With several API processes behind a load balancer each keeps its own
 * count (the limit multiplies by the process count) unless sign-ins are routed stickily or this
 * moves to a shared store.
 */
export function createSignInThrottle(clock: Clock, opts: SignInThrottleOptions = defaultSignInThrottle) {
  /** Failure times per email, oldest first; Map order is the order of each email's latest failure. */
  const failures = new Map<string, number[]>();

  const recent = (email: string, now: number): number[] => {
    const times = (failures.get(email) ?? []).filter((t) => now - t < opts.windowMs);
    if (times.length === 0) failures.delete(email);
    return times;
  };

  const evict = (now: number) => {
    if (failures.size <= opts.maxTracked) return;
    for (const email of failures.keys()) recent(email, now);
    // Still too many: forget the accounts whose latest failure is oldest.
    for (const email of failures.keys()) {
      if (failures.size <= opts.maxTracked) break;
      failures.delete(email);
    }
  };

  return {
    /** Seconds until `email` may try again, or 0 when it may try now. */
    retryAfterSeconds(email: string): number {
      const now = clock.now().getTime();
      const times = recent(email, now);
      if (times.length < opts.maxFailures) return 0;
      const oldest = times[times.length - opts.maxFailures]!;
      return Math.max(1, Math.ceil((oldest + opts.windowMs - now) / 1000));
    },
    recordFailure(email: string): void {
      const now = clock.now().getTime();
      const times = recent(email, now);
      times.push(now);
      failures.delete(email);
      failures.set(email, times.slice(-opts.maxFailures));
      evict(now);
    },
    recordSuccess(email: string): void {
      failures.delete(email);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
