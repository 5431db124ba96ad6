import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { createFrameioConnectionsRepo } from './frameio-connections.repo';
import { startFakeFrameio } from './frameio.test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeFrameio>>;
let user: SignedInUser;

beforeAll(async () => {
  fake = await startFakeFrameio({
    clientId: 'otto-client',
    clientSecret: 'otto-secret',
    accounts: [{ id: 'acc-1', display_name: 'Studio North' }],
    files: {
      'acc-1': [
        { id: 'f-interview', name: 'interview.mov', file_size: 123_456 },
        { id: 'f-locked', name: 'locked.mov', file_size: 10, access: 'forbidden' },
      ],
    },
  });
  ctx = await createTestApp({
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    FRAMEIO_CLIENT_ID: 'otto-client',
    FRAMEIO_CLIENT_SECRET: 'otto-secret',
    FRAMEIO_IMS_URL: fake.origin,
    FRAMEIO_API_URL: `${fake.origin}/v4`,
    PUBLIC_URL: 'https://otto.example',
  });
  user = await signUpUser(ctx.app, { email: 'frameio@example.com' });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, who = user) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

/** The popup's round trip: Otto's authorize URL, IMS's redirect back with a code, the callback page's POST. */
async function signIn(who = user) {
  const { body } = await call('GET', '/api/frameio-v4/login', undefined, who);
  const authorize = new URL(body.url as string);
  expect(authorize.origin + authorize.pathname).toBe(`${fake.origin}/ims/authorize/v2`);
  expect(authorize.searchParams.get('redirect_uri')).toBe('https://otto.example/frameio-v4/callback');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const redirect = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(redirect.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const tokenCalls = () => fake.calls.filter((c) => c === 'POST /ims/token/v3').length;
const newProject = async () => (await call('POST', '/api/projects', { mode: 'standard' })).body.project.id as string;

describe('Frame.io v4 sign-in', () => {
  test('the code is traded for tokens that stay on the server, sealed', async () => {
    expect((await call('GET', '/api/frameio-v4/connection')).body).toEqual({ connected: false });
    const { code, state } = await signIn();
    const connected = await call('POST', '/api/frameio-v4/token', { code, state });
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({ connected: true, created_at: expect.any(Number), expires_in: 3600 });
    expect(JSON.stringify(connected.body)).not.toMatch(/at-|rt-/);

    const row = await createFrameioConnectionsRepo(ctx.deps.database.db).get(user.user.id);
    expect(row?.sealedTokens).toEqual(expect.any(String));
    expect(row!.sealedTokens).not.toMatch(/at-|rt-/);
    expect(Buffer.from(row!.sealedTokens!, 'base64').toString('latin1')).not.toMatch(/at-|rt-/);
  });

  test('a code from another login, or used twice, gets "Failed to get tokens"', async () => {
    const { code } = await signIn();
    expect(await call('POST', '/api/frameio-v4/token', { code, state: 'forged' })).toMatchObject({
      status: 400,
      body: { message: 'Failed to get tokens' },
    });
    const again = await signIn();
    expect((await call('GET', `/api/frameio-v4/callback?code=${again.code}&state=${again.state}`)).status).toBe(200);
    expect(await call('GET', `/api/frameio-v4/callback?code=${again.code}&state=${again.state}`)).toMatchObject({
      status: 400,
      body: { message: 'Failed to get tokens' },
    });
  });

  test('accounts are listed for the dropdown', async () => {
    expect(await call('GET', '/api/frameio-v4/accounts')).toEqual({
      status: 200,
      body: { data: [{ id: 'acc-1', display_name: 'Studio North' }] },
    });
  });

  test('an access token the API no longer takes is refreshed once and the call goes through', async () => {
    fake.revokeAccessTokens();
    const before = tokenCalls();
    expect((await call('GET', '/api/frameio-v4/accounts')).status).toBe(200);
    expect(tokenCalls()).toBe(before + 1);
  });

  test('a token within 5 minutes of expiry is refreshed before it is used', async () => {
    fake.setExpiresIn(240);
    await call('POST', '/api/frameio-v4/refresh');
    fake.setExpiresIn(3600);
    const before = tokenCalls();
    expect((await call('GET', '/api/frameio-v4/accounts')).status).toBe(200);
    expect(tokenCalls()).toBe(before + 1);
    // Now fresh for an hour: no refresh.
    expect((await call('GET', '/api/frameio-v4/accounts')).status).toBe(200);
    expect(tokenCalls()).toBe(before + 1);
  });

  test('without a Frame.io sign-in the modal is told to connect', async () => {
    const stranger = await signUpUser(ctx.app, { email: 'nofio@example.com' });
    expect(await call('GET', '/api/frameio-v4/accounts', undefined, stranger)).toMatchObject({
      status: 409,
      body: { error: 'frameio_not_connected', message: 'Error validating token.' },
    });
  });
});

describe('Frame.io files', () => {
  test('a file is read and joins the project as a source of importType frameio', async () => {
    const projectId = await newProject();
    const res = await call(
      'GET',
      `/api/frameio-v4/get-file?accountId=acc-1&fileId=f-interview&project_id=${projectId}`,
    );
    expect(res.status).toBe(201);
    expect(res.body.file).toMatchObject({
      id: 'f-interview',
      name: 'interview.mov',
      file_size: 123_456,
      media_links: { original: { download_url: `${fake.origin}/downloads/f-interview` } },
    });
    expect(res.body.source).toMatchObject({
      filename: 'interview.mov',
      importType: 'frameio',
      state: 'none',
      filesize: 123_456,
      cloudFileData: { type: 'frameio', token: null, fileUrl: `${fake.origin}/downloads/f-interview` },
    });
    // Import hands a fresh download link to the cloud import job, and the source starts importing.
    const started = await call('POST', '/api/frameio-v4/import', {
      project_id: projectId,
      file_id: res.body.source.id,
    });
    expect(started.status).toBe(200);
    expect(started.body.job_id).toEqual(expect.any(String));
    expect(fake.calls.filter((c) => c.startsWith('GET /v4/accounts/acc-1/files/f-interview')).length).toBe(2);
  });

  test.each([
    ['a file the user may not read (403)', 'f-locked'],
    ['a file that does not exist (404)', 'f-missing'],
  ])('%s: "Oops! I couldn\'t find your video…"', async (_what, fileId) => {
    const projectId = await newProject();
    expect(
      await call('GET', `/api/frameio-v4/get-file?accountId=acc-1&fileId=${fileId}&project_id=${projectId}`),
    ).toMatchObject({
      status: 404,
      body: { message: "Oops! I couldn't find your video. Mind double-checking the link or trying a different one?" },
    });
    expect((await call('GET', `/api/projects/${projectId}/sources`)).body).toEqual([]);
  });

  test('a refresh IMS refuses: "Error validating token."', async () => {
    // Issued long ago, so it must be refreshed first; IMS no longer knows the refresh token.
    await createFrameioConnectionsRepo(ctx.deps.database.db).upsert(user.user.id, { tokenCreatedAt: 1_000_000 });
    fake.revokeRefreshTokens();
    expect(await call('GET', '/api/frameio-v4/accounts')).toMatchObject({
      status: 400,
      body: { error: 'frameio_token_invalid', message: 'Error validating token.' },
    });
  });
});
