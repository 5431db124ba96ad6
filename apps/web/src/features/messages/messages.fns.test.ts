import { describe, expect, it } from 'vitest';
import { elapsedLabel, typedLength } from './messages.fns';
import { createTypingStore } from './typing.store';

describe('typing out replies', () => {
  it('shows one more character every 5 ms', () => {
    expect(typedLength(0, 100)).toBe(0);
    expect(typedLength(24, 100)).toBe(4);
    expect(typedLength(250, 100)).toBe(50);
    expect(typedLength(10_000, 100)).toBe(100);
  });

  it('types several messages one at a time, in arrival order', () => {
    const store = createTypingStore();
    store.getState().enqueue('p', ['a', 'b']);
    store.getState().enqueue('p', ['b', 'c']);
    expect(store.getState().queues.p).toEqual(['a', 'b', 'c']);
    store.getState().done('p', 'a');
    expect(store.getState().queues.p?.[0]).toBe('b');
    store.getState().clear('p');
    expect(store.getState().queues.p).toBeUndefined();
  });

  it('counts the thinking time in seconds', () => {
    expect(elapsedLabel(0)).toBe('0s');
    expect(elapsedLabel(12_400)).toBe('12s');
    expect(elapsedLabel(65_000)).toBe('1:05');
  });
});
