import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../db/test-database';
import { z } from 'zod';
import { defineJob } from './job-definition';
import { createJobQueue } from './job-queue';
import type { JobQueue } from './queue';

let database: Database;
let queue: JobQueue;
const projectId = randomUUID();
const failingSource = randomUUID();
const attemptsOfFailing: number[] = [];
const worked = new Set<string>();

/** A job of the queue's own, shaped like an ingest: the queue knows no feature. */
const probeJob = defineJob({
  name: 'test.probe',
  payload: z.object({ projectId: z.string().uuid(), sourceId: z.string().uuid() }),
  retryLimit: 2,
  expireInSeconds: 60,
});

beforeAll(async () => {
  database = await openTestDatabase();
  queue = await createJobQueue(database, pino({ level: 'silent' }), [probeJob]);
  await queue.work(
    probeJob,
    async (job) => {
      if (job.data.sourceId === failingSource) {
        attemptsOfFailing.push(job.attempt);
        throw new Error('the file is not a video');
      }
      worked.add(job.id);
      return { sourceId: job.data.sourceId, status: 'ingested' };
    },
    { concurrency: 2 },
  );
});

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe(`job queue (pg-boss on ${process.env.OTTO_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends, works and completes 20 jobs, keeping each handler result', async () => {
    const sources = Array.from({ length: 20 }, () => randomUUID());
    const ids = await Promise.all(sources.map((sourceId) => queue.send(probeJob, { projectId, sourceId })));
    expect(new Set(ids).size).toBe(20);

    await vi.waitFor(
      async () => {
        const states = await Promise.all(ids.map((id) => queue.get(probeJob, id)));
        expect(states.map((s) => s?.state)).toEqual(ids.map(() => 'completed'));
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(ids.every((id) => worked.has(id))).toBe(true);
    const first = await queue.get(probeJob, ids[0]!);
    expect(first).toMatchObject({ name: 'test.probe', data: { projectId, sourceId: sources[0] }, attempt: 1 });
    expect(first?.output).toEqual({ sourceId: sources[0], status: 'ingested' });
    // The job stream looks jobs up by id alone.
    expect(await queue.getById(ids[0]!)).toMatchObject({ id: ids[0], name: 'test.probe', state: 'completed' });
  });

  it('retries a failing job (retryLimit 2: three tries) and then marks it failed with the error', async () => {
    const id = await queue.send(probeJob, { projectId, sourceId: failingSource });
    await vi.waitFor(
      async () => {
        expect((await queue.get(probeJob, id))?.state).toBe('failed');
      },
      { timeout: 45_000, interval: 250 },
    );
    expect(attemptsOfFailing).toEqual([1, 2, 3]);
    const failed = await queue.get(probeJob, id);
    expect(failed?.output).toMatchObject({ message: 'the file is not a video' });
  }, 60_000);

  it('refuses payloads its schema does not allow', async () => {
    await expect(queue.send(probeJob, { projectId: 'nope', sourceId: randomUUID() })).rejects.toThrow();
  });

  it('reuses a queued job for the same singleton key', async () => {
    const sourceId = randomUUID();
    const idle = await createJobQueue(database, pino({ level: 'silent' }), [probeJob]);
    try {
      // A second queue on the same database with no workers: the jobs stay queued until ours picks them.
      const a = await idle.send(
        probeJob,
        { projectId, sourceId: failingSource },
        { singletonKey: `dedupe-${sourceId}` },
      );
      const b = await idle.send(
        probeJob,
        { projectId, sourceId: failingSource },
        { singletonKey: `dedupe-${sourceId}` },
      );
      expect(b).toBe(a);
    } finally {
      await idle.stop();
    }
  });

  it('answers null for unknown or malformed ids', async () => {
    expect(await queue.get(probeJob, randomUUID())).toBeNull();
    expect(await queue.getById('not-a-uuid')).toBeNull();
  });
});
