import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast.store';

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const messages = (store: ReturnType<typeof createToastStore>) => store.getState().visible.map((t) => t.message);

  it('shows a toast for the general duration, then removes it', () => {
    const store = createToastStore({ defaultDurationMs: 3000 });
    store.getState().show({ message: 'Copied!' });
    expect(messages(store)).toEqual(['Copied!']);
    vi.advanceTimersByTime(2999);
    expect(messages(store)).toEqual(['Copied!']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('honours a per-toast duration and position', () => {
    const store = createToastStore({ defaultDurationMs: 3000 });
    store.getState().show({ message: 'You have a new message.', durationMs: 10_000 });
    store.getState().show({ message: 'Export failed', kind: 'error', position: 'bottom-left' });
    expect(store.getState().visible.find((t) => t.message === 'Export failed')?.position).toBe('bottom-left');
    vi.advanceTimersByTime(3000);
    expect(messages(store)).toEqual(['You have a new message.']);
    vi.advanceTimersByTime(7000);
    expect(messages(store)).toEqual([]);
  });

  it('queues toasts beyond the visible limit and shows them as others leave', () => {
    const store = createToastStore({ defaultDurationMs: 3000, maxVisible: 2 });
    store.getState().show({ message: 'one' });
    vi.advanceTimersByTime(1000);
    store.getState().show({ message: 'two' });
    store.getState().show({ message: 'three' });
    expect(messages(store)).toEqual(['one', 'two']);
    expect(store.getState().queued.map((t) => t.message)).toEqual(['three']);
    vi.advanceTimersByTime(2000);
    expect(messages(store)).toEqual(['two', 'three']);
    // 'three' gets its full duration from the moment it appears.
    vi.advanceTimersByTime(2999);
    expect(messages(store)).toEqual(['three']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('does not stack the same message twice; it restarts the timer instead', () => {
    const store = createToastStore({ defaultDurationMs: 3000 });
    store.getState().show({ message: 'Oops! Files already exist', kind: 'warning', durationMs: 2000 });
    vi.advanceTimersByTime(1500);
    store.getState().show({ message: 'Oops! Files already exist', kind: 'warning', durationMs: 2000 });
    expect(messages(store)).toEqual(['Oops! Files already exist']);
    vi.advanceTimersByTime(1999);
    expect(messages(store)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toHaveLength(0);
  });

  it('dismisses on request', () => {
    const store = createToastStore({ defaultDurationMs: 3000 });
    const id = store.getState().show({ message: 'Something went wrong!' });
    store.getState().dismiss(id);
    expect(messages(store)).toEqual([]);
  });
});
