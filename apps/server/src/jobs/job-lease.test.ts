import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database';
import { openTestDatabase } from '../db/test-database';
import { defineJob } from './job-definition';
import { createJobQueue } from './job-queue';
import type { JobQueue } from './queue';

/**
 * Leases: a running job's worker renews it, so a job may run longer than its lease; a job whose
 * worker died (nobody renews) goes to another worker once the lease expires; a stopping worker
 * lets running jobs finish within the grace period and hands back the rest.
 */
// Long enough that a loaded machine's stall (the renewal runs every third of it) does not lose it.
const lease = 6;
const slowJob = defineJob({
  name: 'test.lease',
  payload: z.object({ ms: z.number(), key: z.string() }),
  retryLimit: 2,
  expireInSeconds: lease,
});

let database: Database;
const queues: JobQueue[] = [];
const log = pino({ level: 'silent' });
const open = async () => {
  const queue = await createJobQueue(database, log, [slowJob], { pollingIntervalSeconds: 0.5 });
  queues.push(queue);
  return queue;
};
const attempts = new Map<string, number[]>();
const work = (queue: JobQueue) =>
  queue.work(slowJob, async ({ data, attempt }) => {
    attempts.set(data.key, [...(attempts.get(data.key) ?? []), attempt]);
    await new Promise((resolve) => setTimeout(resolve, data.ms));
    return { key: data.key };
  });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop({ graceSeconds: 0 });
  await database?.close();
});

describe('job leases', () => {
  it('a job running three times its lease completes on its first try: the worker renews it', async () => {
    const queue = await open();
    await work(queue);
    const key = randomUUID();
    const id = await queue.send(slowJob, { ms: lease * 3 * 1000, key });
    await vi.waitFor(async () => expect((await queue.get(slowJob, id))?.state).toBe('completed'), {
      timeout: 45_000,
      interval: 250,
    });
    expect(attempts.get(key)).toEqual([1]);
    await queue.stop({ graceSeconds: 0 });
  });

  it('a job left active by a dead worker is taken over by another once its lease expires', async () => {
    const sender = await open();
    const key = randomUUID();
    const id = await sender.send(slowJob, { ms: 10, key });
    // What a worker killed with -9 leaves behind: the job active, started, nobody renewing it.
    await database.sql.executeSql(
      `update pgboss.job set state = 'active', started_on = now() where name = $1 and id = $2`,
      [slowJob.name, id],
    );
    const survivor = await open();
    await work(survivor);
    await vi.waitFor(async () => expect((await survivor.get(slowJob, id))?.state).toBe('completed'), {
      timeout: 45_000,
      interval: 250,
    });
    // The dead worker's try counts: the survivor runs the second.
    expect(attempts.get(key)).toEqual([2]);
    await survivor.stop({ graceSeconds: 0 });
    await sender.stop({ graceSeconds: 0 });
  });

  it('a stopping worker lets a job finish within the grace period and hands back one that does not', async () => {
    const stopping = await open();
    await work(stopping);
    const quick = randomUUID();
    const slow = randomUUID();
    const quickId = await stopping.send(slowJob, { ms: 500, key: quick });
    const slowId = await stopping.send(slowJob, { ms: 60_000, key: slow });
    await vi.waitFor(() => expect(attempts.get(quick)).toEqual([1]), { timeout: 15_000, interval: 100 });
    // Concurrency 1: the slow job starts once the quick one is done.
    await vi.waitFor(() => expect(attempts.get(slow)).toEqual([1]), { timeout: 15_000, interval: 100 });
    await stopping.stop({ graceSeconds: 1 });

    const successor = await open();
    expect((await successor.get(slowJob, quickId))?.state).toBe('completed');
    const handedBack = await successor.get(slowJob, slowId);
    expect(handedBack?.state).toBe('created');
    // Handed back, not failed: the next worker's try is still the first.
    expect(handedBack?.attempt).toBe(1);
    await successor.stop({ graceSeconds: 0 });
  });
});
