import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { lavfi } from '../media/ffmpeg.args';
import { createTestRunner, FAST_H264, mediaPath, writeWithFfmpeg } from '../media/media.test-support';
import { createTestApp, type TestContext } from '../test/test-app';
import { parseObjectUri } from '../storage/storage.keys';
import { buildTwoCameraConversation } from './conversation.test-support';
import { multicamText } from './multicam.text';
import { exportEnd } from '../events/events.test-support';

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;
let dir: string;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
  user = await signUpUser(ctx.app, { email: 'podcaster@example.com' });
  dir = await mkdtemp(join(tmpdir(), 'otto-multicam-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

interface Added {
  id: string;
  fileKey: string;
  filename: string;
  type: 'video' | 'audio';
}

/** A source row, its file put where the browser's upload would. */
async function add(projectId: string, path: string, type: 'video' | 'audio', durationMs?: number): Promise<Added> {
  const bytes = await readFile(path);
  const filename = path.split('/').pop()!;
  const created = await call('POST', `/api/projects/${projectId}/sources`, {
    filename,
    filesize: bytes.length,
    type,
    category: 'multicam',
    durationMs,
  });
  expect(created.status).toBe(201);
  await ctx.deps.storage.put('ingest', created.body.file_key, bytes);
  return { id: created.body.source.id, fileKey: created.body.file_key, filename, type };
}

const newProject = async () => (await call('POST', '/api/projects', { mode: 'podcast' })).body.project.id as string;

/** Starts an export, waits for its end on the event bus and returns the file it made. */
async function exported(projectId: string, url: string, body: Json): Promise<string> {
  const done = exportEnd(ctx.deps.events, projectId);
  const started = await call('POST', url, body);
  expect(started.status).toBe(200);
  const end = await done;
  expect(end.status).toBe('completed');
  const location = parseObjectUri(end.results?.s3Uri as string)!;
  const path = join(dir, `${randomUUID()}-${location.key.split('/').pop()}`);
  await ctx.deps.storage.download(location.bucket, location.key, path);
  return path;
}

/** Sends each started file to ingest, as the uploader does, and waits for 'Ready to edit'. */
async function ingestUntilReady(projectId: string, all: Added[]): Promise<void> {
  await startWorkers(ctx.deps);
  for (const s of all) {
    const ingest = await call('POST', '/api/multicam/file-ingest', {
      project_id: projectId,
      file_id: s.id,
      file_uri: `s3://ingest/${s.fileKey}`,
      filename: s.filename,
      media_type: s.type,
    });
    expect(ingest.status).toBe(200);
  }
  await expect
    .poll(async () => (await call('GET', `/api/projects/${projectId}`)).body.project.multicamImportStage, {
      timeout: 240_000,
      interval: 500,
    })
    .toBe('done');
}

/** Starts the multicam import of `all` (the main audio among them) and waits for 'Ready to edit'. */
async function importMulticam(projectId: string, all: Added[], main: Added): Promise<void> {
  const started = await call('POST', '/api/multicam/start-project', {
    project_id: projectId,
    main_audio_id: main.id,
    files: all.map((s) => ({ file_id: s.id, media_type: s.type })),
  });
  expect(started.status).toBe(200);
  await ingestUntilReady(projectId, all);
}

test('the multicam import refuses a start without two cameras or without the chosen main audio', async () => {
  const projectId = await newProject();
  const camA = await add(projectId, mediaPath('multicam/camA.mp4'), 'video');
  const main = await add(projectId, mediaPath('multicam/main_audio.wav'), 'audio');
  const files = (list: Added[]) => list.map((s) => ({ file_id: s.id, media_type: s.type }));

  const oneCamera = await call('POST', '/api/multicam/start-project', {
    project_id: projectId,
    main_audio_id: main.id,
    files: files([camA, main]),
  });
  expect(oneCamera.status).toBe(400);
  expect(oneCamera.body.message).toBe('Add your video files, then click start');

  const camB = await add(projectId, mediaPath('multicam/camB.mp4'), 'video');
  const mainNotChosen = await call('POST', '/api/multicam/start-project', {
    project_id: projectId,
    main_audio_id: main.id,
    files: files([camA, camB]),
  });
  expect(mainNotChosen.status).toBe(400);
  expect(mainNotChosen.body.message).toBe('Select your main audio, then click start');

  const project = (await call('GET', `/api/projects/${projectId}`)).body.project;
  expect(project.multicamImportStage).toBe('none');
});

test('two cameras, a stranger camera and a main audio: uploaded, ingested, synced, ready', async () => {
  // Camera 3 films something else: jfk's speech under a test picture, no common sound with the set.
  const stranger = await writeWithFfmpeg(
    createTestRunner(),
    [
      ...lavfi('testsrc2=size=320x180:rate=30'),
      '-i',
      mediaPath('speech/jfk/jfk.wav'),
      '-shortest',
      ...FAST_H264,
      '-c:a',
      'aac',
    ],
    join(dir, 'stranger.mp4'),
  );
  const projectId = await newProject();
  const camA = await add(projectId, mediaPath('multicam/camA.mp4'), 'video', 42_410);
  const camB = await add(projectId, mediaPath('multicam/camB.mp4'), 'video', 36_000);
  const cam3 = await add(projectId, stranger, 'video', 11_000);
  const main = await add(projectId, mediaPath('multicam/main_audio.wav'), 'audio', 43_910);
  const all = [camA, camB, cam3, main];
  const stages: string[] = [];
  const unsubscribe = ctx.deps.events.subscribe({ projectId }, (e) => {
    const stage = e.results?.multicamImportStage as string | undefined;
    if (stage && stages.at(-1) !== stage) stages.push(stage);
  });

  const started = await call('POST', '/api/multicam/start-project', {
    project_id: projectId,
    email: 'podcaster@example.com',
    main_audio_id: main.id,
    files: all.map((s) => ({ file_id: s.id, media_type: s.type })),
  });
  expect(started.status).toBe(200);
  // Spec §9: 0.4 × the longest source, × 0.8 as there are 4 sources, not 3.
  expect(started.body).toMatchObject({ started: true, name: 'camA - Multicam' });
  expect(started.body.estimateSeconds).toBeCloseTo(0.4 * 43.91 * 0.8, 1);
  let project = (await call('GET', `/api/projects/${projectId}`)).body.project;
  expect(project).toMatchObject({ category: 'multicam', multicamImportStage: 'uploading_files', mainAudioId: main.id });

  await ingestUntilReady(projectId, all);
  unsubscribe();
  expect(stages).toEqual(['processing_files', 'processing_multicam']);
  project = (await call('GET', `/api/projects/${projectId}`)).body.project;
  expect(project.status).toBe('success');
  expect(project.multicamImportErrors).toEqual([
    { type: 'sync_failed', message: multicamText.notSynced('stranger.mp4'), level: 'warning' },
  ]);

  const offsets = JSON.parse(await readFile(mediaPath('multicam/offsets.json'), 'utf8')) as Json;
  const expected = offsets.offsets_seconds_on_main_timeline as Record<string, number>;
  const sources = (await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  const offsetOf = (id: string) => sources.find((s) => s.id === id)!.syncOffsetSec as number | null;
  expect(sources.every((s) => s.state === 'completed' && s.category === 'multicam')).toBe(true);
  expect(offsetOf(main.id)).toBe(0);
  expect(Math.abs(offsetOf(camA.id)! - expected['camA.mp4']!)).toBeLessThan(1 / 30);
  expect(Math.abs(offsetOf(camB.id)! - expected['camB.mp4']!)).toBeLessThan(1 / 25);
  expect(offsetOf(cam3.id)).toBeNull();

  const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
  expect(messages.map((m) => m.type)).toContain('multicam_project_ready');
  expect(messages.find((m) => m.type === 'multicam_project_ready')!.data.text).toBe(multicamText.ready);
}, 300_000);

test('a camera without sound: the import ends, it is left out of the sync with a note, edits use the synced one', async () => {
  // Camera 2 is camB with its sound track removed, as a camera that recorded no audio.
  const silent = await writeWithFfmpeg(
    createTestRunner(),
    ['-i', mediaPath('multicam/camB.mp4'), '-an', '-c:v', 'copy'],
    join(dir, 'camB-silent.mp4'),
  );
  const projectId = await newProject();
  const camA = await add(projectId, mediaPath('multicam/camA.mp4'), 'video');
  const camB = await add(projectId, silent, 'video');
  const main = await add(projectId, mediaPath('multicam/main_audio.wav'), 'audio');
  await importMulticam(projectId, [camA, camB, main], main);

  const project = (await call('GET', `/api/projects/${projectId}`)).body.project;
  expect(project.status).toBe('success');
  expect(project.multicamImportErrors).toEqual([
    { type: 'sync_failed', message: multicamText.noSound('camB-silent.mp4'), level: 'warning' },
  ]);
  const sources = (await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  const offsetOf = (id: string) => sources.find((s) => s.id === id)!.syncOffsetSec as number | null;
  expect(sources.every((s) => s.state === 'completed')).toBe(true);
  expect(Math.abs(offsetOf(camA.id)! - 1.5)).toBeLessThan(1 / 30);
  expect(offsetOf(camB.id)).toBeNull();

  const reply = await call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'make a podcast edit' });
  expect(reply.status).toBe(200);
  const edit = (reply.body.messages as Json[]).find((m) => m.type === 'edit_result')!;
  const blocks = edit.data.container.stories[0].textBlocks as Json[];
  const cameras = new Set(blocks.flatMap((b) => b.camBlocks.map((c: Json) => c.camera as number)));
  expect(cameras).toEqual(new Set([1]));

  // Final Cut's multicam clip has the angles that could be placed: the synced camera and the main audio.
  const fcpxml = await exported(projectId, '/api/export/xml', {
    project_id: projectId,
    format: 'fcpxml',
    layout: 'original',
    story_indexes: [0],
    container: edit.data.container,
    message_id: edit.id,
  });
  const xml = await readFile(fcpxml, 'utf8');
  expect(xml.match(/<mc-angle /g)).toHaveLength(2);
  expect(xml).not.toContain('camB-silent');
}, 300_000);

test('a two-person podcast, a mic per camera: speakers in the transcript, the edit follows them', async () => {
  const talk = await buildTwoCameraConversation(createTestRunner(), dir, {
    voices: ['1089', 'austen'],
    turnSec: [5, 4, 6, 5, 4],
    leads: [1.2, -2.5],
  });
  const projectId = await newProject();
  const overlap = await call('PATCH', `/api/projects/${projectId}`, { audioOverlap: 'overlapping' });
  expect(overlap.body.project.audioOverlap).toBe('overlapping');
  const cam1 = await add(projectId, talk.cameras[0]!, 'video');
  const cam2 = await add(projectId, talk.cameras[1]!, 'video');
  const main = await add(projectId, talk.main, 'audio');
  await importMulticam(projectId, [cam1, cam2, main], main);

  // The transcript's words carry the speaker the cameras' mics found (speaker n: the person camera n films).
  const transcript = (await call('GET', `/api/projects/${projectId}/sources/${main.id}/transcript`)).body;
  const words = transcript.words as { start: number; end: number; speaker?: number }[];
  const labelled = words.filter((w) => {
    const phrase = talk.phrases.find((p) => p.start <= (w.start + w.end) / 2 && (w.start + w.end) / 2 <= p.end);
    return phrase && w.speaker === phrase.speaker;
  });
  expect(labelled.length / words.length).toBeGreaterThan(0.85);

  const reply = await call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'make a podcast edit' });
  expect(reply.status).toBe(200);
  const edit = (reply.body.messages as Json[]).find((m) => m.type === 'edit_result')!;
  const story = edit.data.container.stories[0];
  expect(story.segments.every((s: Json) => s.sourceId === main.id)).toBe(true);
  expect(story.textBlocks).toHaveLength(story.segments.length);
  const cameras = new Set(story.textBlocks.flatMap((b: Json) => b.camBlocks.map((c: Json) => c.camera as number)));
  expect(cameras).toEqual(new Set([1, 2]));

  // Final Cut gets the flattened cut and the re-switchable multicam clip, valid against Apple's DTD.
  const container = edit.data.container as Json;
  const fcpxml = await exported(projectId, '/api/export/xml', {
    project_id: projectId,
    format: 'fcpxml',
    layout: 'original',
    story_indexes: [0],
    container,
    message_id: edit.id,
  });
  const xml = await readFile(fcpxml, 'utf8');
  expect(xml).toContain('<mc-clip ');
  expect(xml.match(/<mc-angle /g)).toHaveLength(3);
  await writeFile(`${fcpxml}.xml`, xml);
  execFileSync('xmllint', ['--noout', '--dtdvalid', mediaPath('../dtd/FCPXMLv1_11.dtd'), `${fcpxml}.xml`]);

  // The MP4 is the switched cut: as long as the edit, with the cameras' pictures.
  const mp4 = await exported(projectId, '/api/export/video', {
    project_id: projectId,
    layout: 'original',
    segments: story.segments,
    message_id: edit.id,
    multicam: true,
  });
  const probed = await createTestRunner().probe(mp4);
  expect(probed.ok).toBe(true);
  if (!probed.ok) return;
  const length = story.segments.reduce((sum: number, s: Json) => sum + s.end - s.start, 0);
  expect(Math.abs(probed.info.durationSec - length)).toBeLessThan(0.1);
  expect(probed.info.video).toMatchObject({ width: 160, height: 90 });
}, 400_000);
