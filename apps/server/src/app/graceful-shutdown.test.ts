import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { projects } from '../db/schema';
import { reconnectAfterShutdownMs } from '../projects/project-events.routes';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Closing the API (what SIGTERM does, cli.ts) ends the job event streams with a retry hint, so a
 * browser reconnects to the next API process, and the close does not wait on them.
 */
let ctx: TestContext;
let origin: string;
let alice: SignedInUser;
let projectId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signUpUser(ctx.app);
  const [row] = await ctx.deps.database.db.insert(projects).values({ userId: alice.user.id, mode: 'standard' }).returning();
  projectId = row!.id;
});
afterAll(async () => ctx?.close());

describe('closing the API', () => {
  it('ends open job event streams with a retry hint instead of waiting on them', async () => {
    const stream = await fetch(`${origin}/api/jobs/events?project_id=${projectId}`, {
      headers: { cookie: alice.cookie },
    });
    expect(stream.status).toBe(200);
    const body = stream.text();
    await ctx.app.close();
    const text = await body;
    const blocks = text.split('\n\n').filter(Boolean);
    expect(blocks.at(-1)).toBe(`retry: ${reconnectAfterShutdownMs}`);
  });
});
