import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { JobEvent } from '@otto/shared/jobs';
import { labelForSourceError } from '@otto/shared/errors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { exportEnd } from '../events/events.test-support';
import { exportTimelineHandler } from '../exports/exports.handler';
import { exportTimelineJob } from '../exports/exports.jobs';
import { brokenClips } from '../media/media-matrix-broken.test-support';
import { makeMatrixClip, matrixClips, type MatrixClip } from '../media/media-matrix.test-support';
import { createTestRunner, mediaPath } from '../media/media.test-support';
import { createMessagesRepo } from '../messages/messages.repo';
import { renderVideoHandler } from '../render/render.handler';
import type { RenderJobPayload } from '../render/render.schemas';
import { countColour, grabRgb, streamsOf } from '../render/render.test-support';
import { mediaKeys, parseObjectUri } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { ingestSourceHandler } from './ingest.handler';

/**
 * Each kind of file real users import goes the whole way: upload, ingest (probe, audio, pictures,
 * player proxy, transcript), the NLE exports (FCPXML checked against Apple's DTD, Premiere and
 * Resolve XML, EDL, OTIO) and an MP4 render read back with ffprobe. A file Otto cannot use ends
 * in its catalogue label, the server keeps answering, and Retry is offered.
 */

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const exec = promisify(execFile);
const runner = createTestRunner();
let ctx: TestContext;
let user: SignedInUser;
let dir: string;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
  user = await signUpUser(ctx.app, { email: 'matrix@example.com' });
  dir = await mkdtemp(join(tmpdir(), 'otto-matrix-'));
  await ctx.deps.queue.work(exportTimelineJob, exportTimelineHandler(ctx.deps));
});
afterAll(async () => {
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (json ? res.json() : {}) as Json };
};

/** A project whose import of the file has started, as the browser's upload and Import leave it. */
async function imported(path: string, type: MatrixClip['type']) {
  const project = (await call('POST', '/api/projects', { mode: 'standard', name: 'Matrix' })).body.project as Json;
  const bytes = await readFile(path);
  const filename = basename(path);
  const created = await call('POST', `/api/projects/${project.id}/sources`, { filename, filesize: bytes.length, type });
  expect(created.status).toBe(201);
  await ctx.deps.storage.put('ingest', created.body.file_key as string, bytes);
  const sourceId = created.body.source.id as string;
  await call('POST', '/api/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: type }],
  });
  const started = await call('POST', '/api/projects/file-ingest', {
    project_id: project.id,
    file_id: sourceId,
    file_uri: `s3://ingest/${created.body.file_key as string}`,
    filename,
    media_type: type,
  });
  expect(started.status).toBe(200);
  return { projectId: project.id as string, sourceId };
}

const sourceRow = async (projectId: string) =>
  ((await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[])[0]!;

const stored = async (key: { bucket: string; key: string }) =>
  (await ctx.deps.storage.head(key.bucket, key.key)) !== null;

async function download(uri: string): Promise<string> {
  const location = parseObjectUri(uri)!;
  const path = join(dir, `${randomUUID()}-${basename(location.key)}`);
  await ctx.deps.storage.download(location.bucket, location.key, path);
  return path;
}

/** An edit of the first seconds of the source, in the chat as the assistant would post it. */
async function editOf(projectId: string, sourceId: string, seconds: number) {
  const segments = [{ sourceId, start: 0, end: seconds, text: 'the take' }];
  const container = { schemaVersion: 1, id: randomUUID(), projectId, stories: [{ index: 0, title: 'Take', segments }] };
  const message = await createMessagesRepo(ctx.deps.database.db).add(projectId, 'edit_result', {
    prompt: 'the take',
    container,
    containerId: container.id,
    storyIndex: 0,
  });
  return { container, segments, messageId: message.id };
}

async function timelineExport(projectId: string, edit: Awaited<ReturnType<typeof editOf>>, format: string) {
  const done = exportEnd(ctx.deps.events, projectId);
  const started = await call('POST', '/api/export/xml', {
    project_id: projectId,
    format,
    layout: 'original',
    story_indexes: [0],
    container: edit.container,
    message_id: edit.messageId,
  });
  expect(started.status).toBe(200);
  const end: JobEvent = await done;
  expect(end.status, `${format}: ${JSON.stringify(end.results)}`).toBe('completed');
  return readFile(await download((end.results as Json).s3Uri as string), 'utf8');
}

async function fcpxmlValid(xml: string, dtd: string) {
  const file = join(dir, `${randomUUID()}.fcpxml`);
  await import('node:fs/promises').then((fs) => fs.writeFile(file, xml));
  await exec('xmllint', ['--noout', '--dtdvalid', mediaPath(`../dtd/${dtd}`), file]);
}

async function mp4Render(projectId: string, edit: Awaited<ReturnType<typeof editOf>>) {
  const res = await call('POST', '/api/export/video', {
    project_id: projectId,
    message_id: edit.messageId,
    layout: 'original_no_captions',
    segments: edit.segments,
  });
  expect(res.status).toBe(200);
  const job = await ctx.deps.queue.getById(res.body.job_id as string);
  const outcome = (await renderVideoHandler(ctx.deps)({
    id: res.body.job_id as string,
    data: job?.data as RenderJobPayload,
    attempt: 1,
    lastAttempt: true,
  })) as Json;
  expect(outcome.status).toBe('done');
  const path = await download(outcome.s3Uri as string);
  return { ...(await streamsOf(runner, path)), path };
}

/** The picture's shape as a player shows it: stored size, pixel shape and display matrix. */
async function shownWidthOverHeight(path: string): Promise<number> {
  const { stdout } = await exec('ffprobe', [
    ...[
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height,sample_aspect_ratio:stream_side_data=rotation',
    ],
    ...['-of', 'json', path],
  ]);
  const v = (JSON.parse(stdout) as { streams: Json[] }).streams[0]!;
  const [num, den] = String(v.sample_aspect_ratio ?? '1:1')
    .split(':')
    .map(Number);
  const sar = num && den ? num / den : 1;
  const turned = Math.abs(Number(v.side_data_list?.[0]?.rotation ?? 0)) % 180 === 90;
  const shape = (Number(v.width) * sar) / Number(v.height);
  return turned ? 1 / shape : shape;
}

/** The loudest sample of the first `seconds` of a file's sound, in dBFS. */
async function loudestDb(path: string, seconds: number): Promise<number> {
  const { stderr } = await exec('ffmpeg', [
    '-nostdin',
    '-t',
    String(seconds),
    '-i',
    path,
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  return Number(/max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1]?.replace('-inf', '-200') ?? 0);
}

/** '1001/30000s' → 0.0333… */
const frameSeconds = (duration: string): number => {
  const [num, den] = duration.replace('s', '').split('/').map(Number);
  return num! / den!;
};

const label = (row: Json) => (row.state === 'completed' ? 'completed' : labelForSourceError(row.errorCode, {}));

describe('media matrix: each file imports, exports and renders, or ends in its label', () => {
  test.each([...matrixClips, ...brokenClips])('$name ($file)', async (clip) => {
    const made = await makeMatrixClip(runner, dir, clip);
    const { projectId, sourceId } = await imported(made, clip.type);
    // Attempt 1 of the queue's job: an unexpected error would be rethrown for a retry and fail here.
    await expect(
      ingestSourceHandler(ctx.deps)({
        id: randomUUID(),
        data: { projectId, sourceId },
        attempt: 1,
        lastAttempt: false,
      }),
    ).resolves.toEqual({ status: 'done' });
    const row = await sourceRow(projectId);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    if (clip.refusedWith) {
      expect(label(row)).toBe(clip.refusedWith);
      const retry = await call('POST', `/api/projects/${projectId}/sources/${sourceId}/retry`, {});
      expect(retry.status).toBe(200);
      return;
    }
    expect(label(row), JSON.stringify(row)).toBe(clip.heard ?? (clip.speech ? 'completed' : 'No speech detected'));
    expect(await stored(mediaKeys.audio(projectId, sourceId))).toBe(true);
    expect(await stored(mediaKeys.waveform(projectId, sourceId))).toBe(true);
    if (clip.display) expect(await stored(mediaKeys.thumbnail(projectId, sourceId))).toBe(true);
    // What the browser plays: the original when it can, else the proxy; either must be there.
    const playable = row.proxyUri ?? row.originalFileUri;
    expect(playable).toEqual(expect.stringMatching(/^s3:\/\//));
    const playerPath = await download(playable as string);
    const player = await streamsOf(runner, playerPath);
    expect(player.audio).toBeDefined();
    if (clip.display)
      expect(await shownWidthOverHeight(playerPath)).toBeCloseTo(clip.display.width / clip.display.height, 2);

    if (clip.soundFromSec) {
      // The words are timed on the picture's clock: nothing is heard before the sound starts.
      const words = (await createTranscriptsRepo(ctx.deps.database.db).get(sourceId))!.words;
      expect(words[0]!.start).toBeGreaterThanOrEqual(clip.soundFromSec - 0.1);
    }

    const seconds = Math.min(2, Math.floor((row.durationMs as number) / 100) / 10);
    const edit = await editOf(projectId, sourceId, seconds);
    for (const [format, dtd] of [
      ['fcpxml', 'FCPXMLv1_11.dtd'],
      ['davinci_fcpxml', 'FCPXMLv1_10.dtd'],
    ] as const) {
      const xml = await timelineExport(projectId, edit, format);
      await fcpxmlValid(xml, dtd);
      if (clip.frameDuration) expect(xml).toContain(`frameDuration="${clip.frameDuration}"`);
      if (clip.display)
        expect(xml).toMatch(new RegExp(`width="${clip.display.width}" height="${clip.display.height}"`));
      if (clip.inEditingApps) expect(xml).toMatch(clip.inEditingApps.fcpxmlFormat);
    }
    for (const format of ['premiere', 'davinci_xml']) {
      const xml = await timelineExport(projectId, edit, format);
      expect(xml).toContain(`<name>${clip.file}</name>`);
      if (clip.inEditingApps) expect(xml).toMatch(clip.inEditingApps.xmemlPicture);
    }
    const edl = await timelineExport(projectId, edit, 'edl');
    expect(edl).toMatch(/^TITLE: /);
    // The source in-point is the camera's timecode, drop-frame written with ';'.
    if (clip.timecode) expect(edl).toMatch(new RegExp(`^001 .* ${clip.timecode} `, 'm'));
    expect(JSON.parse(await timelineExport(projectId, edit, 'otio'))).toHaveProperty('OTIO_SCHEMA');

    const render = await mp4Render(projectId, edit);
    // Within a frame of the edit (audio-only edits are timed at 30 fps).
    const frame = frameSeconds(clip.frameDuration ?? (clip.display ? '1/25s' : '1/30s'));
    expect(
      Math.abs(render.durationSec - seconds),
      `rendered ${render.durationSec} s of ${seconds}`,
    ).toBeLessThanOrEqual(frame);
    expect(render.audio).toBeDefined();
    if (clip.colourAt) {
      const shown = await grabRgb(runner, render.path, clip.colourAt.sec, { width: 32, height: 24 });
      expect(countColour(shown, { x: 0, y: 0, w: 32, h: 24 }, clip.colourAt.hex)).toBeGreaterThan(700);
    }
    if (clip.soundFromSec) expect(await loudestDb(render.path, clip.soundFromSec - 0.1)).toBeLessThan(-50);
    if (clip.display) {
      const even = (n: number) => 2 * Math.round(n / 2);
      expect(render.video).toMatchObject({ width: even(clip.display.width), height: even(clip.display.height) });
    }
  });
});
