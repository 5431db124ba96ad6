import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../app/deps';
import type { Database } from '../db/database';
import { openTestDatabase } from '../db/test-database';
import { createJobQueue } from './job-queue';
import type { JobQueue } from './queue';
import { startWorkers } from './workers';

// The real ingest pipeline needs ffmpeg and media; here only the wiring is under test.
vi.mock('../ingest/ingest.handler', () => ({
  ingestSourceHandler: () => async (job: { data: { sourceId: string } }) => ({ ingested: job.data.sourceId }),
}));

let database: Database;
let queue: JobQueue;
let deps: AppDeps;

beforeAll(async () => {
  database = await openTestDatabase();
  queue = await createJobQueue(database, pino({ level: 'silent' }));
  deps = { queue, config: { WORKER_CONCURRENCY: 2 } } as unknown as AppDeps;
});
afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe('startWorkers', () => {
  it('refuses to boot when a catalogue job has no handler', async () => {
    await expect(startWorkers(deps, {} as never)).rejects.toThrow('No handler for job(s): source.ingest');
  });

  it('registers the handler of every catalogue job', async () => {
    await startWorkers(deps);
    const sourceId = randomUUID();
    const id = await queue.send('source.ingest', { projectId: randomUUID(), sourceId });
    await vi.waitFor(
      async () => expect((await queue.get('source.ingest', id))?.output).toEqual({ ingested: sourceId }),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
  });
});
