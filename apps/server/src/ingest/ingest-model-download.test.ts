import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { JobEvent } from '@otto/shared/jobs';
import { botText } from '@otto/shared/ui-text';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { ingestSourceHandler } from './ingest.handler';

const shared = (path: string) => new URL(`../../../../../shared/${path}`, import.meta.url);

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;
let server: Server;

beforeAll(async () => {
  // A local stand-in for huggingface serving the loadable test model in small, paced writes.
  const model = await readFile(shared('models/for-tests-ggml-tiny.en.bin'));
  server = createServer((req, res) => {
    if (req.url !== '/ggml-base.bin') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': model.length });
    let offset = 0;
    const pump = () => {
      if (offset >= model.length) return void res.end();
      res.write(model.subarray(offset, (offset += 32 * 1024)));
      setImmediate(pump);
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    WHISPER_MODEL_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ggml-base.bin`,
    WHISPER_MODEL_SHA256: createHash('sha256').update(model).digest('hex'),
  });
  user = await signUpUser(ctx.app, { email: 'download@example.com' });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

test('the first import downloads whisper’s model into the cache, with its progress on the source row, before processing the file', async () => {
  // Every language is offered: the model can be had.
  expect((await call('GET', '/api/transcription')).body).toEqual({ engine: 'whisper', languages: 'all' });

  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project as Json;
  // Near-silent footage: voice detection ends it before the weightless test model would decode.
  const bytes = await readFile(shared('media/video/auto-editor_man-on-green-screen.mp4'));
  const created = await call('POST', `/api/projects/${project.id}/sources`, {
    filename: 'green.mp4',
    filesize: bytes.length,
    type: 'video',
  });
  await ctx.deps.storage.put('ingest', created.body.file_key, bytes);
  const sourceId = created.body.source.id as string;
  expect(
    (
      await call('POST', '/api/projects/start', {
        project_id: project.id,
        type: 'standard',
        files: [{ file_id: sourceId, media_type: 'video' }],
        transcription_language: 'fr',
      })
    ).body,
  ).toMatchObject({ started: true });

  const events: JobEvent[] = [];
  const stop = ctx.deps.events.subscribe({ projectId: project.id }, (e) => events.push(e));
  try {
    await ingestSourceHandler(ctx.deps)({
      id: 'first',
      data: { projectId: project.id, sourceId },
      attempt: 1,
      lastAttempt: true,
    });
    // On PostgreSQL the events come back through LISTEN, after the handler is done.
    await expect
      .poll(() => events.some((e) => e.results?.sourceId === sourceId && ['completed', 'failed'].includes(e.status)))
      .toBe(true);
  } finally {
    stop();
  }

  const preparing = events.filter((e) => e.results?.stage === 'preparing_model').map((e) => e.progress!);
  expect(preparing[0]).toBe(0);
  expect(preparing.at(-1)).toBe(1);
  expect(preparing).toEqual([...preparing].sort((a, b) => a - b));
  expect(await readdir(join(ctx.dataDir, 'cache', 'whisper'))).toEqual(['ggml-base.bin']);
  // Processing followed, without the stage: the row goes back to 'Processing...'.
  const afterDownload = events.slice(events.findLastIndex((e) => e.results?.stage === 'preparing_model') + 1);
  expect(afterDownload.some((e) => e.results?.sourceId === sourceId && e.results.state === 'ingesting')).toBe(true);
  const sources = (await call('GET', `/api/projects/${project.id}/sources`)).body as unknown as Json[];
  expect(sources[0]).toMatchObject({ state: 'error', errorCode: 'no_speech_detected' });
  const texts = ((await call('GET', `/api/projects/${project.id}/messages`)).body.messages as Json[]).map(
    (m) => m.data.text,
  );
  expect(texts).not.toContain(botText.offlineEngine);
}, 180_000);
