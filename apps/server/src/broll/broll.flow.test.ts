import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { brollFileLogSchema, type BrollFileLog } from '@otto/shared/broll';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { parseObjectUri } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';
import { concatPieces, cutTimes, DISTINCT_PIECES, PORTRAIT_PHONE, SINGLE_GOP } from './broll.test-support';
import { brollText } from './broll.text';

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;
const dir = mkdtempSync(join(tmpdir(), 'otto-broll-flow-'));

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
  user = await signUpUser(ctx.app, { email: 'logger@example.com' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

const read = async (uri: string) => {
  const at = parseObjectUri(uri)!;
  return text(await ctx.deps.storage.getStream(at.bucket, at.key));
};

/** Uploads the files to a new B-roll project, sends them to ingest as the uploader does, and waits for its end. */
async function importBroll(name: string, paths: readonly string[]): Promise<string> {
  const project = (await call('POST', '/api/projects', { mode: 'b_roll', name })).body.project;
  const files = [];
  for (const path of paths) {
    const bytes = readFileSync(path);
    const filename = path.split('/').pop()!;
    const created = await call('POST', `/api/projects/${project.id}/sources`, {
      filename,
      filesize: bytes.length,
      type: 'video',
    });
    await ctx.deps.storage.put('ingest', created.body.file_key, bytes);
    files.push({ id: created.body.source.id as string, fileKey: created.body.file_key as string, filename });
  }
  await call('POST', '/api/projects/start', {
    project_id: project.id,
    type: 'b_roll',
    files: files.map((f) => ({ file_id: f.id, media_type: 'video' })),
  });
  await startWorkers(ctx.deps);
  for (const f of files) {
    const ingest = await call('POST', '/api/projects/file-ingest', {
      project_id: project.id,
      file_id: f.id,
      file_uri: `s3://ingest/${f.fileKey}`,
      filename: f.filename,
      media_type: 'video',
    });
    expect(ingest.status).toBe(200);
  }
  await expect
    .poll(async () => (await call('GET', `/api/projects/${project.id}`)).body.project.status, {
      timeout: 240_000,
      interval: 500,
    })
    .toBe('success');

  return project.id as string;
}

test('a B-roll import of clips without speech (one without sound) is logged shot by shot, summarised and grouped in the chat, and exports as bins', async () => {
  // No speech at all: the green-screen clip cut to the cartoon over silence, and a green-screen
  // clip with no audio stream (as drone and gimbal footage often comes).
  const withSound = concatPieces(dir, [DISTINCT_PIECES[4]!], 'studio-sound.mp4');
  const studio = join(dir, 'studio.mp4');
  execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', withSound, '-an', '-c', 'copy', studio]);
  const paths = [concatPieces(dir, [DISTINCT_PIECES[1]!, DISTINCT_PIECES[2]!], 'street.mp4'), studio];
  const projectId = await importBroll('Trip', paths);
  const sources = (await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  expect(sources.map((s) => [s.state, s.errorCode])).toEqual([
    ['completed', null],
    ['completed', null],
  ]);
  const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
  const types = messages.map((m) => m.type);
  expect(types).toContain('broll_summary_message');
  expect(types).toContain('broll_edit_message');
  // No transcript to offer: the footage has no speech.
  expect(messages.some((m) => m.data?.transcriptSourceIds)).toBe(false);

  const summary = messages.find((m) => m.type === 'broll_summary_message')!.data;
  expect(summary.text).toBe(brollText.summary(2, 3));
  expect(summary.fileSummaries.map((f: Json) => f.filename)).toEqual(['street.mp4', 'studio.mp4']);
  expect(summary.fileSummaries[0].summary).toMatch(/^2 shots, 6\.0 s\. /);

  const edit = messages.find((m) => m.type === 'broll_edit_message')!.data;
  const grouped = edit.groups.flatMap((g: Json) => g.files.map((f: Json) => f.filename)).sort();
  expect(grouped).toEqual(['street.mp4', 'studio.mp4']);
  expect(edit.groups.every((g: Json) => g.files.every((f: Json) => f.thumbnailUri?.startsWith('s3://media/')))).toBe(
    true,
  );

  const { brollGroups } = (await call('GET', `/api/projects/${projectId}`)).body.project;
  expect(brollGroups.files).toHaveLength(2);
  const log = brollFileLogSchema.parse(JSON.parse(await read(brollGroups.files[0].metadata_s3_uri)));
  expect(log.shots.map((s) => [s.start, s.end])).toEqual([
    [0, 3],
    [3, 6],
  ]);

  const exported = await call('POST', '/api/export/xml-brolls', {
    project_id: projectId,
    project_name: 'Trip',
    format: 'fcpxml',
    input: { files: brollGroups.files.map((f: Json) => ({ metadata_s3_uri: f.metadata_s3_uri })) },
  });
  expect(exported.status).toBe(200);
  expect(exported.body.result.filename).toBe('Trip_B-Rolls.fcpxml');
  expect(exported.body.shot_log.filename).toBe('Trip_B-Rolls.csv');
  const xml = await read(exported.body.result.s3Uri);
  expect(xml.match(/<asset-clip /g)).toHaveLength(3);
  for (const shot of log.shots) expect(xml).toContain(`name="${shot.description}"`);
  const csv = await read(exported.body.shot_log.s3Uri);
  expect(csv.trim().split('\n')).toHaveLength(4);

  const stranger = await call('POST', '/api/export/xml-brolls', {
    project_id: projectId,
    format: 'premiere',
    input: { files: [{ metadata_s3_uri: 's3://media/someone-else/broll.json' }] },
  });
  expect(stranger.status).toBe(400);
}, 300_000);

test('a portrait phone clip with one keyframe and an odd-sized clip are cut into their shots, described and exported', async () => {
  // Three scenes filmed upright at 30 fps, written with a single keyframe: no cut lands on a keyframe.
  const phone = concatPieces(dir, DISTINCT_PIECES.slice(0, 3), 'phone.mp4', 30, {
    ...PORTRAIT_PHONE,
    encoder: SINGLE_GOP,
  });
  // 853×481 cannot be 4:2:0, so it comes as 4:4:4 (browsers cannot play it: it gets a proxy).
  const odd = concatPieces(dir, DISTINCT_PIECES.slice(1, 3), 'odd.mp4', 25, {
    picture: 'scale=853:481',
    pixelFormat: 'yuv444p',
  });
  // Most phones store the picture on its side and a display matrix that turns it upright.
  const sideways = concatPieces(dir, DISTINCT_PIECES.slice(0, 3), 'sideways.mp4', 30, {
    picture: `${PORTRAIT_PHONE.picture},transpose=1`,
    encoder: SINGLE_GOP,
  });
  const turned = join(dir, 'phone-turned.mp4');
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    sideways,
    '-c',
    'copy',
    '-metadata:s:v:0',
    'rotate=90',
    turned,
  ]);
  const keyframes = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v',
    '-skip_frame',
    'nokey',
    '-show_entries',
    'frame=pts_time',
    '-of',
    'csv=p=0',
    phone,
  ])
    .toString()
    .trim()
    .split('\n');
  expect(keyframes).toHaveLength(1);

  const projectId = await importBroll('Phone', [phone, odd, turned]);
  const sources = (await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  expect(sources.map((s) => [s.filename, s.state, s.errorCode])).toEqual([
    ['phone.mp4', 'completed', null],
    ['odd.mp4', 'completed', null],
    ['phone-turned.mp4', 'completed', null],
  ]);
  const { brollGroups } = (await call('GET', `/api/projects/${projectId}`)).body.project;
  const logs: BrollFileLog[] = [];
  for (const f of brollGroups.files as Json[])
    logs.push(brollFileLogSchema.parse(JSON.parse(await read(f.metadata_s3_uri))));
  const cuts = logs.map((log) => log.shots.slice(1).map((s) => s.start));
  expect(cuts[0]).toHaveLength(2);
  cuts[0]!.forEach((t, i) =>
    expect(Math.abs(t - cutTimes(DISTINCT_PIECES.slice(0, 3))[i]!)).toBeLessThanOrEqual(2 / 30),
  );
  expect(cuts[2]).toEqual(cuts[0]);
  expect(cuts[1]).toHaveLength(1);
  expect(Math.abs(cuts[1]![0]! - 3)).toBeLessThanOrEqual(2 / 25);
  for (const log of logs) for (const shot of log.shots) expect(shot.description).toMatch(/ s\.$/);

  const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
  expect(messages.find((m) => m.type === 'broll_summary_message')!.data.text).toBe(brollText.summary(3, 8));
  const edit = messages.find((m) => m.type === 'broll_edit_message')!.data;
  const thumbnails = edit.groups.flatMap((g: Json) => g.files.map((f: Json) => f.thumbnailUri));
  expect(thumbnails).toHaveLength(3);
  expect(thumbnails.every((uri: string | null) => uri?.startsWith('s3://media/'))).toBe(true);
  const exported = await call('POST', '/api/export/xml-brolls', {
    project_id: projectId,
    project_name: 'Phone',
    format: 'fcpxml',
    input: { files: brollGroups.files.map((f: Json) => ({ metadata_s3_uri: f.metadata_s3_uri })) },
  });
  expect(exported.status).toBe(200);
  const xml = await read(exported.body.result.s3Uri);
  expect(xml.match(/<asset-clip /g)).toHaveLength(8);
  // Both phone clips are upright, the one stored sideways too, as editing apps show them.
  const sizes = [...xml.matchAll(/<format [^>]*width="(\d+)" height="(\d+)"/g)].map((m) => `${m[1]}x${m[2]}`);
  expect(new Set(sizes)).toEqual(new Set(['360x640', '853x481']));
  const csv = await read(exported.body.shot_log.s3Uri);
  expect(csv.trim().split('\n')).toHaveLength(9);
}, 300_000);
