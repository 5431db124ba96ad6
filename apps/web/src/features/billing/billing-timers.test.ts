import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../auth/auth.queries';
import { refreshUserInfoAfterPayment } from './billing.queries';
import { atLeast } from './pricing-table.fns';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('after a card payment succeeds (spec §4)', () => {
  it('reads the user info again at 1 s and at 3 s, and not before', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    refreshUserInfoAfterPayment(queryClient);
    await vi.advanceTimersByTimeAsync(999);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: sessionQueryKey });
    await vi.advanceTimersByTimeAsync(2000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});

describe('the pricing table spinner (spec §9: at least 800 ms)', () => {
  it('stays while the table is ready sooner, and goes as soon as both are done', async () => {
    let done = false;
    void atLeast(Promise.resolve('ready'), 800).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for a slower table beyond the minimum', async () => {
    let done = false;
    const slow = new Promise((resolve) => setTimeout(resolve, 2000));
    void atLeast(slow, 800).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
