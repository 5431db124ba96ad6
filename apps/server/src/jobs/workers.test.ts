import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { startWorkers } from './workers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
});
afterAll(() => ctx?.close());

describe('startWorkers', () => {
  it('refuses to boot when a catalogue job has no handler', async () => {
    await expect(startWorkers(ctx.deps, {} as never)).rejects.toThrow(/No handler for job\(s\): source\.ingest/);
  });

  it('registers the real handler of every catalogue job: an ingest for a source that is gone completes as such', async () => {
    await startWorkers(ctx.deps);
    const id = await ctx.deps.queue.send('source.ingest', { projectId: randomUUID(), sourceId: randomUUID() });
    await vi.waitFor(async () => expect((await ctx.deps.queue.get('source.ingest', id))?.output).toEqual({ status: 'gone' }), {
      timeout: 20_000,
      interval: 200,
    });
  });
});
