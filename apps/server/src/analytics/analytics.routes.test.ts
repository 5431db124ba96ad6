import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../auth/auth.test-helpers';
import { analyticsEvents } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const track = (payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/analytics/events', payload, headers: cookie ? { cookie } : {} });

const stored = () => ctx.deps.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.createdAt));

async function projectOf(cookie: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects',
    payload: { mode: 'standard' },
    headers: { cookie },
  });
  return res.json<{ project: { id: string } }>().project.id;
}

describe('POST /api/analytics/events', () => {
  it("stores a visitor's event without a user", async () => {
    const res = await track({ name: 'download_modal_shown', props: { context: 'largeFile' } });
    expect(res.statusCode).toBe(204);
    const [event] = await stored();
    expect(event).toMatchObject({
      name: 'download_modal_shown',
      userId: null,
      projectId: null,
      props: { context: 'largeFile' },
    });
  });

  it("stores a signed-in user's event on their own project", async () => {
    const { cookie, user } = await signUpUser(ctx.app);
    const projectId = await projectOf(cookie);
    expect(
      (await track({ name: 'export_started', project_id: projectId, props: { format: 'premiere' } }, cookie))
        .statusCode,
    ).toBe(204);
    const [event] = await stored();
    expect(event).toMatchObject({ name: 'export_started', userId: user.id, projectId, props: { format: 'premiere' } });
  });

  it("keeps the event but drops another user's project id", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const projectId = await projectOf(owner.cookie);
    expect((await track({ name: 'edit_liked', project_id: projectId }, other.cookie)).statusCode).toBe(204);
    const [event] = await stored();
    expect(event).toMatchObject({ name: 'edit_liked', userId: other.user.id, projectId: null, props: {} });
  });

  it('answers 400 to an unknown event name and to props over the limits, storing nothing', async () => {
    const before = (await stored()).length;
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    const bad = [
      { name: 'page_viewed' },
      { name: 'upload_failed', props: tooMany },
      { name: 'upload_failed', props: { errorCode: 'x'.repeat(201) } },
      { name: 'upload_failed', props: { nested: { a: 1 } } },
      { name: 'upload_failed', props: { ['k'.repeat(41)]: 1 } },
      { name: 'upload_failed', props: { '': 1 } },
      // 20 keys of 40 characters with 200-character values: each within its limit, 4.8 KB in all.
      {
        name: 'upload_failed',
        props: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${i}`.padStart(40, 'k'), 'v'.repeat(200)])),
      },
      { name: 'upload_failed', project_id: 'not-a-uuid' },
    ];
    for (const payload of bad) expect((await track(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect(await stored()).toHaveLength(before);
  });

  it('refuses key bombs from anonymous callers without storing anything', async () => {
    const before = (await stored()).length;
    // Small keys, many of them: refused by the key count, not stored.
    const bomb = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`${i}`, 1]));
    const counted = await track({ name: 'error_shown', props: bomb });
    expect(counted.statusCode).toBe(400);
    expect(counted.json().message).toContain('At most 20 props');
    // Too large to be worth parsing at all.
    const huge = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`key-${i}`, i]));
    expect((await track({ name: 'error_shown', props: huge })).statusCode).toBe(413);
    expect(await stored()).toHaveLength(before);

    // At the limits it is still accepted.
    const full = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(80)]));
    expect((await track({ name: 'error_shown', props: full })).statusCode).toBe(204);
  });
});
