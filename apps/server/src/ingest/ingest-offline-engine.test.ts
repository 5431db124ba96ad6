import { readFile } from 'node:fs/promises';
import { botText, importText } from '@otto/shared/ui-text';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { ingestSourceHandler } from './ingest.handler';

const media = (path: string) => new URL(`../../../../../shared/media/${path}`, import.meta.url);

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;

beforeAll(async () => {
  // TRANSCRIBE_ENGINE=auto, no model in the cache, and the model host refuses (test-app's default URL): offline.
  ctx = await createTestApp({});
  user = await signUpUser(ctx.app, { email: 'offline@example.com' });
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

async function addSource(projectId: string, path: string) {
  const bytes = await readFile(media(path));
  const filename = path.split('/').pop()!;
  const created = await call('POST', `/api/projects/${projectId}/sources`, {
    filename,
    filesize: bytes.length,
    type: 'audio',
  });
  await ctx.deps.storage.put('ingest', created.body.file_key, bytes);
  return { sourceId: created.body.source.id as string, fileKey: created.body.file_key as string, filename };
}

test('offline without a model: English only is offered, French is refused, and English imports say once that the offline engine ran', async () => {
  expect((await call('GET', '/api/transcription')).body).toEqual({ engine: 'pocketsphinx', languages: ['en'] });

  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project as Json;
  const files = [
    await addSource(project.id, 'speech/pocketsphinx-testdata/goforward.wav'),
    await addSource(project.id, 'speech/pocketsphinx-testdata/something.wav'),
  ];
  const start = (language: string) =>
    call('POST', '/api/projects/start', {
      project_id: project.id,
      type: 'standard',
      files: files.map((f) => ({ file_id: f.sourceId, media_type: 'audio' })),
      transcription_language: language,
    });
  const refused = await start('fr');
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({ error: 'language_not_supported', message: importText.languageUnavailable('French') });

  expect((await start('en')).body).toMatchObject({ started: true });
  for (const f of files) {
    const handed = await call('POST', '/api/projects/file-ingest', {
      project_id: project.id,
      file_id: f.sourceId,
      file_uri: `s3://ingest/${f.fileKey}`,
      filename: f.filename,
      media_type: 'audio',
    });
    expect(handed.status).toBe(200);
  }
  const ingest = ingestSourceHandler(ctx.deps);
  // Side by side, as two workers would: the notice still comes once.
  await Promise.all(
    files.map((f, i) =>
      ingest({ id: `job-${i}`, data: { projectId: project.id, sourceId: f.sourceId }, attempt: 1, lastAttempt: true }),
    ),
  );
  const sources = (await call('GET', `/api/projects/${project.id}/sources`)).body as unknown as Json[];
  expect(sources.map((s) => s.state)).toEqual(['completed', 'completed']);
  const transcript = (await call('GET', `/api/projects/${project.id}/sources/${files[0]!.sourceId}/transcript`)).body;
  expect(transcript.engine).toBe('pocketsphinx');

  const texts = ((await call('GET', `/api/projects/${project.id}/messages`)).body.messages as Json[]).map(
    (m) => m.data.text as string | undefined,
  );
  expect(texts.filter((t) => t === botText.offlineEngine)).toHaveLength(1);
  expect(botText.offlineEngine).toMatch(/^Transcribed with the offline English engine/);

  // Retry in a language the server cannot do is refused the same way.
  const retry = await call('POST', `/api/projects/${project.id}/sources/${files[0]!.sourceId}/retry`, {
    transcription_language: 'de',
  });
  expect(retry.status).toBe(400);
  expect(retry.body.error).toBe('language_not_supported');
  expect(botText.offlineEngine).toMatch(/WHISPER_MODEL/);
}, 120_000);
