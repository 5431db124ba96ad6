import { describe, expect, it, vi } from 'vitest';
import { progressTicks } from './progress-ticks';

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('progressTicks', () => {
  it('delivers a tick only after the one before it landed, however slow that one is', async () => {
    const delivered: number[] = [];
    const first = deferred();
    const ticks = progressTicks({ warn: vi.fn() }, {});
    ticks.send('tick', () => first.promise.then(() => delivered.push(1)));
    ticks.send('tick', async () => delivered.push(2));
    await Promise.resolve();
    expect(delivered).toEqual([]);
    first.resolve();
    await ticks.settled();
    expect(delivered).toEqual([1, 2]);
  });

  it('logs a failed tick and goes on with the next', async () => {
    const warn = vi.fn();
    const delivered: number[] = [];
    const ticks = progressTicks({ warn }, { sourceId: 's1' });
    ticks.send('ingest progress', () => Promise.reject(new Error('connection reset')));
    ticks.send('ingest progress', async () => delivered.push(2));
    await expect(ticks.settled()).resolves.toBeUndefined();
    expect(delivered).toEqual([2]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ sourceId: 's1' }), 'ingest progress not published');
  });

  it('settles at once when nothing was sent', async () => {
    await expect(progressTicks({ warn: vi.fn() }, {}).settled()).resolves.toBeUndefined();
  });
});
