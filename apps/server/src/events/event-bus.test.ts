import type { JobEvent } from '@otto/shared/jobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../db/test-database';
import { createEventBus, encodeEvent, maxPayloadBytes } from './event-bus';
import type { EventBus } from './events';

let database: Database;
let api: EventBus;
let worker: EventBus;

beforeAll(async () => {
  database = await openTestDatabase();
  // Two buses on one database stand for the API process and a worker process.
  api = await createEventBus(database.sql);
  worker = await createEventBus(database.sql);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await database?.close();
});

const event = (over: Partial<JobEvent>): JobEvent => ({
  projectId: 'p1',
  kind: 'export',
  status: 'progress',
  at: 1,
  ...over,
});

describe(`event bus (LISTEN/NOTIFY on ${process.env.OTTO_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('delivers published events to subscribers whose filter matches, and only those', async () => {
    const byJob: JobEvent[] = [];
    const byProject: JobEvent[] = [];
    const byBoth: JobEvent[] = [];
    const everything: JobEvent[] = [];
    const unsubscribers = [
      api.subscribe({ jobId: 'j1' }, (e) => byJob.push(e)),
      api.subscribe({ projectId: 'p2' }, (e) => byProject.push(e)),
      api.subscribe({ projectId: 'p1', jobId: 'j2' }, (e) => byBoth.push(e)),
      api.subscribe({}, (e) => everything.push(e)),
    ];

    await worker.publish(event({ jobId: 'j1', progress: 0.5 }));
    await worker.publish(event({ jobId: 'j2', status: 'completed', results: { url: 'https://x/y.mp4' } }));
    await worker.publish(
      event({
        projectId: 'p2',
        jobId: 'j3',
        status: 'failed',
        error: { code: 'render_failed', message: 'ffmpeg failed' },
      }),
    );
    await worker.publish(event({ projectId: 'p2', jobId: 'j2' }));

    await vi.waitFor(() => expect(everything).toHaveLength(4), { timeout: 10_000 });
    expect(byJob.map((e) => e.progress)).toEqual([0.5]);
    expect(byProject.map((e) => e.jobId)).toEqual(['j3', 'j2']);
    expect(byBoth).toEqual([event({ jobId: 'j2', status: 'completed', results: { url: 'https://x/y.mp4' } })]);
    expect(everything.map((e) => e.jobId)).toEqual(['j1', 'j2', 'j3', 'j2']);
    unsubscribers.forEach((off) => off());
  });

  it('stops delivering after unsubscribe, and one failing subscriber does not starve others', async () => {
    const seen: string[] = [];
    const off = api.subscribe({ projectId: 'p9' }, (e) => seen.push(`a:${e.jobId}`));
    api.subscribe({ projectId: 'p9' }, () => {
      throw new Error('stream closed');
    });
    const offB = api.subscribe({ projectId: 'p9' }, (e) => seen.push(`b:${e.jobId}`));
    await worker.publish(event({ projectId: 'p9', jobId: '1' }));
    await vi.waitFor(() => expect(seen).toEqual(['a:1', 'b:1']), { timeout: 10_000 });
    off();
    await worker.publish(event({ projectId: 'p9', jobId: '2' }));
    await vi.waitFor(() => expect(seen).toEqual(['a:1', 'b:1', 'b:2']), { timeout: 10_000 });
    offB();
  });

  it('drops oversized results to fit NOTIFY, and says so', async () => {
    const big = event({ jobId: 'big', status: 'completed', results: { transcript: 'word '.repeat(5000) } });
    const encoded = encodeEvent(big);
    expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(maxPayloadBytes);
    expect(JSON.parse(encoded)).toEqual({
      projectId: 'p1',
      kind: 'export',
      status: 'completed',
      at: 1,
      jobId: 'big',
      resultsTruncated: true,
    });

    const received: JobEvent[] = [];
    const off = api.subscribe({ jobId: 'big' }, (e) => received.push(e));
    await worker.publish(big);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(received[0]).toMatchObject({ status: 'completed', resultsTruncated: true });
    expect(received[0]?.results).toBeUndefined();
    off();
  });

  it.runIf(process.env.OTTO_TEST_DATABASE_URL)(
    'listens again after PostgreSQL drops the LISTEN connection',
    async () => {
      const received: string[] = [];
      const off = api.subscribe({ projectId: 'reconnect' }, (e) => received.push(e.jobId ?? ''));
      await database.sql.executeSql(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
        [],
      );
      let n = 0;
      await vi.waitFor(
        async () => {
          await worker.publish(event({ projectId: 'reconnect', jobId: String(++n) }));
          expect(received.length).toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 300 },
      );
      off();
    },
  );
});
