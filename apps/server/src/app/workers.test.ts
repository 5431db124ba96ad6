import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ingestJobs, ingestSourceJob } from '../ingest/ingest.jobs';
import { createTestApp, type TestContext } from '../test/test-app';
import { startWorkers } from './workers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
});
afterAll(() => ctx?.close());

describe('startWorkers', () => {
  it('refuses to boot when one job is registered twice', async () => {
    await expect(startWorkers(ctx.deps, [...ingestJobs, ...ingestJobs])).rejects.toThrow(
      /registered twice: source\.ingest/,
    );
  });

  it('registers the real handler of every feature job: an ingest for a source that is gone completes as such', async () => {
    await startWorkers(ctx.deps);
    const id = await ctx.deps.queue.send(ingestSourceJob, { projectId: randomUUID(), sourceId: randomUUID() });
    await vi.waitFor(
      async () => expect((await ctx.deps.queue.get(ingestSourceJob, id))?.output).toEqual({ status: 'gone' }),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
  });
});
