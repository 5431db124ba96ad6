import { expect, test } from 'vitest';
import { UploadQueue, type UploadJob, type UploadJobState } from './upload-queue';

function job(id: string, projectId: string, work: (signal: AbortSignal) => Promise<void>, log: string[]): UploadJob {
  return {
    id,
    projectId,
    state: 'new' as UploadJobState,
    async run(signal, setState) {
      log.push(`start ${id}`);
      await work(signal);
      setState('completing');
      log.push(`end ${id}`);
    },
  };
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

test('runs one job at a time in the order added', async () => {
  const queue = new UploadQueue();
  const log: string[] = [];
  const results = await Promise.all([
    queue.add(job('a', 'p', (s) => wait(20, s), log)),
    queue.add(job('b', 'p', (s) => wait(5, s), log)),
  ]);
  expect(results).toEqual([true, true]);
  expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
});

test('abort resolves false, and aborting a finished job changes nothing', async () => {
  const queue = new UploadQueue();
  const log: string[] = [];
  const first = job('a', 'p', (s) => wait(5, s), log);
  expect(await queue.add(first)).toBe(true);
  queue.abort('a');
  expect(first.state).toBe('completed');

  const slow = job('b', 'p', (s) => wait(10_000, s), log);
  const running = queue.add(slow);
  await wait(5);
  queue.abort('b');
  expect(await running).toBe(false);
  expect(slow.state).toBe('aborted');
});

test('deleting a project removes its running and queued jobs only', async () => {
  const queue = new UploadQueue();
  const log: string[] = [];
  const a = queue.add(job('a', 'doomed', (s) => wait(10_000, s), log));
  const b = queue.add(job('b', 'doomed', (s) => wait(10_000, s), log));
  const c = queue.add(job('c', 'kept', (s) => wait(5, s), log));
  await wait(5);
  queue.removeProject('doomed');
  expect(await a).toBe(false);
  expect(await b).toBe(false);
  expect(await c).toBe(true);
  expect(log).toEqual(['start a', 'start c', 'end c']);
});

test('an upload error rejects and the queue moves on', async () => {
  const queue = new UploadQueue();
  const log: string[] = [];
  const failing = queue.add(job('a', 'p', () => Promise.reject(new Error('Part 3 failed')), log));
  const next = queue.add(job('b', 'p', () => Promise.resolve(), log));
  await expect(failing).rejects.toThrow('Part 3 failed');
  expect(await next).toBe(true);
});
