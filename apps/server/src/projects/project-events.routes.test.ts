import { randomUUID } from 'node:crypto';
import type { JobEvent } from '@otto/shared/jobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { heartbeatMs, maxStreamsPerUser } from './project-events.routes';
import { projects } from '../db/schema';
import { ingestSourceJob } from '../ingest/ingest.jobs';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let origin: string;
let alice: SignedInUser;
let bob: SignedInUser;
let projectId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signUpUser(ctx.app);
  bob = await signUpUser(ctx.app);
  const [row] = await ctx.deps.database.db
    .insert(projects)
    .values({ userId: alice.user.id, mode: 'standard' })
    .returning();
  projectId = row!.id;
});
afterAll(async () => {
  await ctx?.close();
});

/** Reads an SSE response the way EventSource does, event by event. */
function openStream(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<string> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
  return {
    /** The next `data:` event, skipping the retry hint and comments. */
    async event(): Promise<JobEvent> {
      for (;;) {
        const block = await next();
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) return JSON.parse(data.slice('data: '.length)) as JobEvent;
      }
    },
    next,
    /** Resolves once the server has ended the stream (skipping whatever it still sends). */
    async ended(): Promise<void> {
      for (;;) {
        try {
          await next();
        } catch {
          return;
        }
      }
    },
    close: () => reader.cancel(),
  };
}

const connect = (query: string, cookie?: string) =>
  fetch(`${origin}/api/jobs/events?${query}`, { headers: cookie ? { cookie } : {} });

describe('GET /api/jobs/events', () => {
  it('answers 401 without a session, 404 for another user’s or an unknown project, 400 without project_id', async () => {
    expect((await connect(`project_id=${projectId}`)).status).toBe(401);
    expect((await connect(`project_id=${projectId}`, bob.cookie)).status).toBe(404);
    expect((await connect(`project_id=${randomUUID()}`, alice.cookie)).status).toBe(404);
    expect((await connect('project_id=not-a-uuid', alice.cookie)).status).toBe(404);
    expect((await connect('', alice.cookie)).status).toBe(400);
  });

  it('streams the project’s events as they are published, asking for a 1 s reconnect', async () => {
    const res = await connect(`project_id=${projectId}`, alice.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const stream = openStream(res);
    expect(await stream.next()).toBe('retry: 1000');

    const otherProject = randomUUID();
    await ctx.deps.events.publish({ projectId: otherProject, kind: 'export', status: 'active', at: 1 });
    await ctx.deps.events.publish({
      projectId,
      jobId: 'e1',
      kind: 'export',
      status: 'progress',
      progress: 0.25,
      etaSeconds: 30,
      at: 2,
    });
    await ctx.deps.events.publish({
      projectId,
      jobId: 'e1',
      kind: 'export',
      status: 'completed',
      results: { url: '/x.mp4' },
      at: 3,
    });

    expect(await stream.event()).toEqual({
      projectId,
      jobId: 'e1',
      kind: 'export',
      status: 'progress',
      progress: 0.25,
      etaSeconds: 30,
      at: 2,
    });
    expect(await stream.event()).toMatchObject({ jobId: 'e1', status: 'completed', results: { url: '/x.mp4' } });
    await stream.close();
  });

  it('sends the job’s current state first, so a client that connects late still learns it finished', async () => {
    const sourceId = randomUUID();
    const jobId = await ctx.deps.queue.send(ingestSourceJob, { projectId, sourceId });
    // No workers run in the test app yet: the job is only queued.
    const queued = openStream(await connect(`project_id=${projectId}&job_id=${jobId}`, alice.cookie));
    expect(await queued.event()).toMatchObject({ jobId, projectId, kind: 'source.ingest', status: 'queued' });
    await ctx.deps.events.publish({ projectId, jobId: 'someone-else', kind: 'export', status: 'active', at: 1 });
    await ctx.deps.events.publish({ projectId, jobId, kind: 'source.ingest', status: 'active', at: 2 });
    // Filtered by job: the other job's event never shows.
    expect(await queued.event()).toMatchObject({ jobId, status: 'active', at: 2 });
    await queued.close();

    await ctx.deps.queue.work(ingestSourceJob, async (job) => ({ sourceId: job.data.sourceId, state: 'completed' }));
    await vi.waitFor(async () => expect((await ctx.deps.queue.get(ingestSourceJob, jobId))?.state).toBe('completed'), {
      timeout: 20_000,
    });
    const late = openStream(await connect(`project_id=${projectId}&job_id=${jobId}`, alice.cookie));
    expect(await late.event()).toMatchObject({ jobId, status: 'completed', results: { sourceId, state: 'completed' } });
    await late.close();
  });

  it('ends a stream at the first heartbeat after its session ends (sign-out), leaving other sessions’ streams open', async () => {
    const carol = await signUpUser(ctx.app);
    const [row] = await ctx.deps.database.db
      .insert(projects)
      .values({ userId: carol.user.id, mode: 'standard' })
      .returning();
    const other = await signUpUser(ctx.app);
    const [otherRow] = await ctx.deps.database.db
      .insert(projects)
      .values({ userId: other.user.id, mode: 'standard' })
      .returning();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = openStream(await connect(`project_id=${row!.id}`, carol.cookie));
      const bystander = openStream(await connect(`project_id=${otherRow!.id}`, other.cookie));
      expect(await stream.next()).toBe('retry: 1000');
      expect(await bystander.next()).toBe('retry: 1000');

      const signedOut = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: carol.cookie },
      });
      expect(signedOut.statusCode).toBe(204);
      await vi.advanceTimersByTimeAsync(heartbeatMs);
      await stream.ended();

      // The other user's stream got its heartbeat and lives on.
      expect(await bystander.next()).toBe(': heartbeat');
      await ctx.deps.events.publish({ projectId: otherRow!.id, kind: 'export', status: 'active', at: 9 });
      expect(await bystander.event()).toMatchObject({ projectId: otherRow!.id, at: 9 });
      await bystander.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a stream at the first heartbeat after its session expires', async () => {
    const dave = await signUpUser(ctx.app);
    const [row] = await ctx.deps.database.db
      .insert(projects)
      .values({ userId: dave.user.id, mode: 'standard' })
      .returning();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = openStream(await connect(`project_id=${row!.id}`, dave.cookie));
      expect(await stream.next()).toBe('retry: 1000');
      ctx.deps.clock.now = () => new Date(Date.now() + 31 * 24 * 3600 * 1000);
      await vi.advanceTimersByTimeAsync(heartbeatMs);
      await stream.ended();
    } finally {
      ctx.deps.clock.now = () => new Date();
      vi.useRealTimers();
    }
  });

  it(`keeps at most ${maxStreamsPerUser} streams per user, ending the oldest when another opens`, async () => {
    const erin = await signUpUser(ctx.app);
    const [row] = await ctx.deps.database.db
      .insert(projects)
      .values({ userId: erin.user.id, mode: 'standard' })
      .returning();
    const streams: Array<ReturnType<typeof openStream>> = [];
    for (let i = 0; i < maxStreamsPerUser; i++) {
      const stream = openStream(await connect(`project_id=${row!.id}`, erin.cookie));
      expect(await stream.next()).toBe('retry: 1000');
      streams.push(stream);
    }
    const newest = openStream(await connect(`project_id=${row!.id}`, erin.cookie));
    expect(await newest.next()).toBe('retry: 1000');
    await streams[0]!.ended();

    // The other six still receive events.
    await ctx.deps.events.publish({ projectId: row!.id, kind: 'export', status: 'active', at: 7 });
    for (const stream of [...streams.slice(1), newest]) expect(await stream.event()).toMatchObject({ at: 7 });
    for (const stream of [...streams.slice(1), newest]) await stream.close();
  });

  it('does not reveal a job of another project', async () => {
    const [other] = await ctx.deps.database.db
      .insert(projects)
      .values({ userId: alice.user.id, mode: 'podcast' })
      .returning();
    const jobId = await ctx.deps.queue.send(ingestSourceJob, { projectId: other!.id, sourceId: randomUUID() });
    const stream = openStream(await connect(`project_id=${projectId}&job_id=${jobId}`, alice.cookie));
    await ctx.deps.events.publish({ projectId, jobId, kind: 'source.ingest', status: 'active', at: 5 });
    // The first event is the live one, not the stored state of the other project's job.
    expect(await stream.event()).toMatchObject({ jobId, status: 'active', at: 5 });
    // Left open on purpose: closing the app must end open streams rather than wait for them.
  });
});
