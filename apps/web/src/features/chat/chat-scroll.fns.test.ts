import { describe, expect, it } from 'vitest';
import { arrivedIds, isScrolledToBottom } from './chat-scroll.fns';

describe('chat scrolling', () => {
  it('counts a fractional scroll position at the end as the bottom', () => {
    expect(isScrolledToBottom({ scrollTop: 499.4, clientHeight: 500, scrollHeight: 1000 }, 0)).toBe(true);
    expect(isScrolledToBottom({ scrollTop: 400, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
    expect(isScrolledToBottom({ scrollTop: 0, clientHeight: 500, scrollHeight: 300 })).toBe(true);
  });

  it('finds the messages that just arrived', () => {
    expect(arrivedIds(['a', 'b'], ['a', 'b', 'c', 'd'])).toEqual(['c', 'd']);
    expect(arrivedIds(['a', 'b'], ['a'])).toEqual([]);
  });
});
