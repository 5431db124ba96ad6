import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { createAnalysisService } from '../analyse/analyse.service';
import { createAssistantService } from '../assistant/assistant.service';
import type { AssistantEngine } from '../assistant/assistant.types';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { createAlerts } from './alerts';

interface Posted {
  contentType: string | undefined;
  body: unknown;
}

/** A chat service's incoming webhook on loopback, answering every post with `status`. */
async function startWebhook(status = 200) {
  const posted: Posted[] = [];
  const waiting: Array<(p: Posted) => void> = [];
  const server = createServer((req: IncomingMessage, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const post = { contentType: req.headers['content-type'], body: JSON.parse(data) as unknown };
      posted.push(post);
      waiting.shift()?.(post);
      res.writeHead(status).end(status === 200 ? 'ok' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/otto`;
  return {
    url,
    posted,
    /** The next post; call sites do not wait for the webhook, so tests do. */
    next: () => new Promise<Posted>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

interface CapturedLogger {
  lines: Array<{ obj: Record<string, unknown>; msg: string }>;
  warn(obj: Record<string, unknown>, msg: string): void;
}

function captureLogger(): CapturedLogger {
  const lines: CapturedLogger['lines'] = [];
  return { lines, warn: (obj, msg) => void lines.push({ obj, msg }) };
}

describe('createAlerts', () => {
  it('logs the alert and posts it as { text } JSON to the webhook', async () => {
    const hook = await startWebhook();
    const logger = captureLogger();
    await createAlerts({ webhookUrl: hook.url, logger }).send('Upload failed (upload_failed)', { projectId: 'p1' });
    expect(hook.posted).toEqual([{ contentType: 'application/json', body: { text: 'Upload failed (upload_failed)' } }]);
    expect(logger.lines).toEqual([{ obj: { alert: true, projectId: 'p1' }, msg: 'Upload failed (upload_failed)' }]);
    await hook.close();
  });

  it('escapes &, < and > so text from users cannot ping the channel or post a link', async () => {
    const hook = await startWebhook();
    const logger = captureLogger();
    const prompt = 'cut this <!channel> <http://evil.example|click here> & <@U123>';
    await createAlerts({ webhookUrl: hook.url, logger }).send(`Prompt failed: project p1\n${prompt}`);
    expect(hook.posted[0]?.body).toEqual({
      text: 'Prompt failed: project p1\ncut this &lt;!channel&gt; &lt;http://evil.example|click here&gt; &amp; &lt;@U123&gt;',
    });
    // The log keeps the text as the user wrote it.
    expect(logger.lines[0]?.msg).toBe(`Prompt failed: project p1\n${prompt}`);
    await hook.close();
  });

  it('only logs when no webhook is configured', async () => {
    const calls: unknown[] = [];
    const logger = captureLogger();
    const fetchSpy = (async (...args: unknown[]) => (calls.push(args), new Response('ok'))) as typeof fetch;
    await createAlerts({ logger, fetch: fetchSpy }).send('Prompt failed');
    expect(calls).toEqual([]);
    expect(logger.lines.map((l) => l.obj.alert)).toEqual([true]);
  });

  it('does not throw when the webhook fails or cannot be reached, and logs why', async () => {
    const hook = await startWebhook(500);
    const logger = captureLogger();
    await expect(createAlerts({ webhookUrl: hook.url, logger }).send('first')).resolves.toBeUndefined();
    await hook.close();
    await expect(createAlerts({ webhookUrl: hook.url, logger }).send('second')).resolves.toBeUndefined();
    expect(logger.lines.map((l) => l.msg)).toEqual([
      'first',
      'alert webhook refused the alert',
      'second',
      'alert webhook unreachable',
    ]);
  });
});

describe('alerts from the app', () => {
  let ctx: TestContext;
  let hook: Awaited<ReturnType<typeof startWebhook>>;

  beforeAll(async () => {
    hook = await startWebhook(500);
    ctx = await createTestApp({ ALERT_WEBHOOK_URL: hook.url });
  });
  afterAll(async () => {
    await ctx.close();
    await hook.close();
  });

  it('posts a failed upload to the team chat, and a broken webhook does not fail the request', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const call = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const projectId = (await call('/api/projects', { mode: 'standard' })).json<{ project: { id: string } }>().project
      .id;
    const created = await call(`/api/projects/${projectId}/sources`, {
      filename: 'secret-interview.mp4',
      filesize: 10,
      type: 'video',
    });
    const sourceId = created.json<{ source: { id: string } }>().source.id;

    const alert = hook.next();
    const failed = await call('/api/projects/mark-file-failed', { project_id: projectId, file_id: sourceId });
    expect(failed.statusCode).toBeLessThan(300);
    expect((await alert).body).toEqual({
      text: `Upload failed (upload_failed): project ${projectId}, source ${sourceId}`,
    });
  });

  it('posts a file over the maximum duration that the browser refused, for a signed-in user’s own project only', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const call = (url: string, payload: object, as?: string) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: as ? { cookie: as } : {} });
    const projectId = (await call('/api/projects', { mode: 'standard' }, cookie)).json<{ project: { id: string } }>()
      .project.id;
    const event = { name: 'error_shown', project_id: projectId, props: { code: 'max_duration_exceeded' } };

    const postedBefore = hook.posted.length;
    const alert = hook.next();
    // A visitor's event is stored but never reaches the team's chat; nor does an error not reported.
    expect((await call('/api/analytics/events', event)).statusCode).toBe(204);
    await call('/api/analytics/events', { ...event, props: { code: 'no_audio_stream' } }, cookie);
    expect((await call('/api/analytics/events', event, cookie)).statusCode).toBe(204);
    expect((await alert).body).toEqual({
      text: `File over the maximum duration (max_duration_exceeded), refused in the browser: project ${projectId}`,
    });
    expect(hook.posted).toHaveLength(postedBefore + 1);
  });

  it('posts a failed prompt cut to 1000 characters, but not a request the engine no longer knows', async () => {
    const { cookie, user } = await signUpUser(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { mode: 'standard' },
      headers: { cookie },
    });
    const projectId = created.json<{ project: { id: string } }>().project.id;
    await createImportStateRepo(ctx.deps.database.db).update(projectId, { status: 'success' });
    const failingWith = (message: string) =>
      createAssistantService({
        ...ctx.deps,
        db: ctx.deps.database.db,
        engine: { name: 'planner', plan: () => Promise.reject(new Error(message)) } satisfies AssistantEngine,
        analysis: createAnalysisService({
          db: ctx.deps.database.db,
          storage: ctx.deps.storage,
          logger: ctx.deps.logger,
        }),
        supportEmail: 'help@otto.test',
      });
    const long = 'keep the part about pricing '.repeat(50);

    const postedBefore = hook.posted.length;
    const alert = hook.next();
    await expect(
      failingWith('upstream: request_not_found').prompt(user.id, projectId, { prompt: 'hi' }),
    ).rejects.toThrow();
    await expect(failingWith('engine broke').prompt(user.id, projectId, { prompt: long })).rejects.toThrow();
    expect((await alert).body).toEqual({ text: `Prompt failed: project ${projectId}\n${long.slice(0, 997)}...` });
    // The request_not_found failure came first: had it been posted, it would be the one awaited above.
    expect(hook.posted).toHaveLength(postedBefore + 1);
  });
});
