import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let owner: SignedInUser;
let projectId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpUser(ctx.app);
  const project = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie: owner.cookie },
    payload: { mode: 'standard' },
  });
  projectId = (project.json() as { project: { id: string } }).project.id;
});
afterAll(() => ctx.close());

const createSource = (filename: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/sources`,
    headers: { cookie: owner.cookie },
    payload: { filename, filesize: 10, type: 'video' },
  });

it.each(['timeline.xml', 'page.html', 'logo.svg', 'notes.txt', 'README'])(
  'refuses a source named %s with 400: only the accepted media extensions are stored',
  async (filename) => {
    const res = await createSource(filename);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unsupported_file_type', message: expect.stringContaining('.mp4') });
  },
);

it.each(['Interview.MOV', 'a.mxf', 'b.braw', 'c.m4a', 'd.wav'])('accepts %s', async (filename) => {
  expect((await createSource(filename)).statusCode).toBe(201);
});
