import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import type { JobEvent } from '@otto/shared/jobs';
import type { Container } from '@otto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createMediaRunner } from '../media/media.runner';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { parseObjectUri } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';
import { exportTimelineHandler } from './exports.handler';
import { exportTimelineJob } from './exports.jobs';
import { createExportsRepo } from './exports.repo';
import { exportEnd } from '../events/events.test-support';

const exec = promisify(execFile);
const media = (path: string) => fileURLToPath(new URL(`../../../../../shared/media/${path}`, import.meta.url));
const dtd = (name: string) => fileURLToPath(new URL(`../../../../../shared/dtd/${name}`, import.meta.url));

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let owner: SignedInUser;
let stranger: SignedInUser;
let workDir: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpUser(ctx.app);
  stranger = await signUpUser(ctx.app);
  workDir = await mkdtemp(join(tmpdir(), 'otto-exports-test-'));
  await ctx.deps.queue.work(exportTimelineJob, exportTimelineHandler(ctx.deps));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

const call = async (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  const type = String(res.headers['content-type'] ?? '');
  const json = type.includes('json');
  return { status: res.statusCode, body: (json ? res.json() : {}) as Json, text: res.body, type };
};

/** A ready project as ingest leaves it: a source probed from the real file, and an edit of it in the chat. */
async function readyProject(opts: { mode?: string; name?: string; missingSource?: boolean } = {}) {
  const project = (
    await call(owner, 'POST', '/api/projects', { mode: opts.mode ?? 'standard', name: opts.name ?? 'Interview' })
  ).body.project as Json;
  const runner = createMediaRunner({
    ffmpegPath: ctx.deps.config.FFMPEG_PATH,
    ffprobePath: ctx.deps.config.FFPROBE_PATH,
    logger: ctx.deps.logger,
  });
  const probed = await runner.probe(media('video/auto-editor_example.mp4'));
  if (!probed.ok) throw new Error(`probe failed: ${probed.detail}`);
  const source = await createSourcesRepo(ctx.deps.database.db).create({
    projectId: project.id as string,
    filename: 'auto-editor_example.mp4',
    state: 'completed',
    durationMs: Math.round(probed.info.durationSec * 1000),
    mediaInfo: probed.info,
  });
  const sourceId = opts.missingSource ? randomUUID() : source.id;
  const container: Container = {
    schemaVersion: 1,
    id: randomUUID(),
    projectId: project.id as string,
    stories: [
      {
        index: 0,
        title: 'The banana bit',
        segments: [
          { sourceId, start: 1.0, end: 4.5, text: 'First thought.' },
          { sourceId, start: 15.9, end: 18.2, text: 'Banana.' },
        ],
      },
    ],
  };
  const message = await createMessagesRepo(ctx.deps.database.db).add(project.id as string, 'edit_result', {
    prompt: 'Cut the banana bit',
    container,
    containerId: container.id,
    storyIndex: 0,
  });
  return { projectId: project.id as string, sourceId: source.id, container, messageId: message.id };
}

const exportBody = (p: Awaited<ReturnType<typeof readyProject>>, format: string, layout = 'original') => ({
  project_id: p.projectId,
  format,
  layout,
  story_indexes: [0],
  container: p.container,
  message_id: p.messageId,
});

/** Starts an export and waits for its end on the event bus (what the SSE stream forwards). */
async function runExport(p: Awaited<ReturnType<typeof readyProject>>, format: string, layout = 'original') {
  const events: JobEvent[] = [];
  const done = exportEnd(ctx.deps.events, p.projectId, (e) => events.push(e));
  const started = await call(owner, 'POST', '/api/export/xml', exportBody(p, format, layout));
  expect(started.status).toBe(200);
  const end = await done;
  expect(end.jobId).toBe(started.body.job_id);
  return { started: started.body, end, events };
}

async function fetchExport(result: Json): Promise<Buffer> {
  const location = parseObjectUri(result.s3Uri as string)!;
  const path = join(workDir, `${randomUUID()}-${location.key.split('/').pop()}`);
  await ctx.deps.storage.download(location.bucket, location.key, path);
  const { readFile } = await import('node:fs/promises');
  return readFile(path);
}

async function xmllintDtd(xml: Buffer, dtdName: string) {
  const file = join(workDir, `${randomUUID()}.fcpxml`);
  await writeFile(file, xml);
  return exec('xmllint', ['--noout', '--dtdvalid', dtd(dtdName), file]);
}

describe('timeline exports', () => {
  let project: Awaited<ReturnType<typeof readyProject>>;
  beforeAll(async () => {
    project = await readyProject();
  });

  test('Premiere XML references the original file by name at its 30 fps, and the download is named per spec', async () => {
    const { started, end } = await runExport(project, 'premiere');
    expect(end.status).toBe('completed');
    const result = end.results as Json;
    expect(result).toMatchObject({
      filename: 'Interview - The banana bit.xml',
      format: 'premiere',
      layout: 'original',
    });
    expect(result.s3Uri).toBe(`s3://exports/${started.export_s3_key}`);
    expect(result.downloadUrl).toEqual(expect.any(String));
    const xml = (await fetchExport(result)).toString('utf8');
    expect(xml).toContain('<name>auto-editor_example.mp4</name>');
    expect(xml).toMatch(/<timebase>30<\/timebase>/);
    expect(xml).not.toContain('proxy.mp4');
    // 3.5 s + 2.3 s at 30 fps: two clips, 105 + 69 frames.
    expect(xml).toMatch(/<duration>174<\/duration>/);
  });

  test.each([
    ['fcpxml', 'FCPXMLv1_11.dtd', 'fcpxml'],
    ['davinci_fcpxml', 'FCPXMLv1_10.dtd', 'fcpxml'],
  ])("%s validates against Apple's DTD (%s)", async (format, dtdName, ext) => {
    const { end } = await runExport(project, format);
    expect(end.status).toBe('completed');
    expect((end.results as Json).filename).toMatch(new RegExp(`\\.${ext}$`));
    const xml = await fetchExport(end.results as Json);
    expect(xml.toString('utf8')).toContain('auto-editor_example.mp4');
    await expect(xmllintDtd(xml, dtdName)).resolves.toBeDefined();
  });

  test.each([
    ['davinci_xml', /^<\?xml/, ' (DaVinci Resolve).xml'],
    ['edl', /^TITLE: /, '.edl'],
    ['srt', /^1\r?\n00:00:00,000 --> /, '.srt'],
    ['csv', /auto-editor_example\.mp4/, '.csv'],
    ['otio', /"OTIO_SCHEMA"/, '.otio'],
  ])('%s export produces a %s file', async (format, pattern, ending) => {
    const { end } = await runExport(project, format);
    expect(end.status).toBe('completed');
    expect((end.results as Json).filename).toBe(`Interview - The banana bit${ending}`);
    expect((await fetchExport(end.results as Json)).toString('utf8')).toMatch(pattern);
  });

  test('Word export is a real .docx (a zip archive)', async () => {
    const { end } = await runExport(project, 'docx');
    const bytes = await fetchExport(end.results as Json);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('the message keeps each export job, and the project is back to success with no flag up', async () => {
    const { started } = await runExport(project, 'premiere');
    const messages = (await call(owner, 'GET', `/api/projects/${project.projectId}/messages`)).body.messages as Json[];
    const edit = messages.find((m) => m.id === project.messageId)!;
    expect(edit.data.exportJobs[started.job_id]).toEqual({
      format: 'premiere',
      layout: 'original',
      s3Key: started.export_s3_key,
    });
    expect(edit.data.exportErrorMessage).toBeUndefined();
    const after = (await call(owner, 'GET', `/api/projects/${project.projectId}`)).body.project as Json;
    expect(after.status).toBe('success');
    expect(after.exportingStatus.original.premiere).toBe(false);
  });

  test('GET /exports/:jobId answers the owner with a fresh download, and strangers with 404', async () => {
    const { started } = await runExport(project, 'fcpxml');
    // The job announces its end before the queue records it as completed: a client asking at once may see it active.
    let mine = await call(owner, 'GET', `/api/exports/${started.job_id}`);
    await expect
      .poll(async () => {
        mine = await call(owner, 'GET', `/api/exports/${started.job_id}`);
        return mine.body.status;
      })
      .toBe('completed');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      status: 'completed',
      result: { format: 'fcpxml', filename: 'Interview - The banana bit.fcpxml' },
    });
    const download = await ctx.app.inject({
      method: 'GET',
      url:
        new URL(mine.body.result.downloadUrl as string, 'http://x').pathname +
        new URL(mine.body.result.downloadUrl as string, 'http://x').search,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.body).toContain('<fcpxml');
    expect((await call(stranger, 'GET', `/api/exports/${started.job_id}`)).status).toBe(404);
  });
});

describe('while an export runs', () => {
  test('the flag is up and the project exporting until the job ends, then success', async () => {
    const p = await readyProject();
    const exportsRepo = createExportsRepo(ctx.deps.database.db);
    // A second export of the project still running keeps it exporting when the first one ends.
    await exportsRepo.setExporting(p.projectId, 'vertical', 'mp4', true, new Date());
    const { started, events } = await runExport(p, 'davinci_xml');
    const active = events.find((e) => e.jobId === started.job_id && e.status === 'active');
    expect(active).toBeDefined();
    let project = (await call(owner, 'GET', `/api/projects/${p.projectId}`)).body.project as Json;
    expect(project.exportingStatus).toEqual({ original: { davinci_xml: false }, vertical: { mp4: true } });
    expect(project.status).toBe('exporting');
    await exportsRepo.setExporting(p.projectId, 'vertical', 'mp4', false, new Date());
    project = (await call(owner, 'GET', `/api/projects/${p.projectId}`)).body.project as Json;
    expect(project.status).toBe('success');
  });

  test('without a worker the started export holds its flag and the project status', async () => {
    const idle = await createTestApp();
    try {
      const user = await signUpUser(idle.app);
      const project = (
        await idle.app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: { cookie: user.cookie },
          payload: { mode: 'standard', name: 'Idle' },
        })
      ).json<Json>().project as Json;
      const container: Container = {
        schemaVersion: 1,
        id: randomUUID(),
        projectId: project.id as string,
        stories: [{ index: 0, title: 'A', segments: [] }],
      };
      const message = await createMessagesRepo(idle.deps.database.db).add(project.id as string, 'edit_result', {
        prompt: 'x',
        container,
        containerId: container.id,
        storyIndex: 0,
      });
      const res = await idle.app.inject({
        method: 'POST',
        url: '/api/export/xml',
        headers: { cookie: user.cookie },
        payload: { project_id: project.id, format: 'fcpxml', story_indexes: [0], container, message_id: message.id },
      });
      expect(res.statusCode).toBe(200);
      const after = (
        await idle.app.inject({
          method: 'GET',
          url: `/api/projects/${project.id as string}`,
          headers: { cookie: user.cookie },
        })
      ).json<Json>().project as Json;
      expect(after.status).toBe('exporting');
      expect(after.exportingStatus).toEqual({ original: { fcpxml: true } });
      const job = await idle.app.inject({
        method: 'GET',
        url: `/api/exports/${res.json<Json>().job_id as string}`,
        headers: { cookie: user.cookie },
      });
      expect(job.json()).toMatchObject({ status: 'queued' });
    } finally {
      await idle.close();
    }
  }, 60_000);
});

describe('rules and failures', () => {
  test('other users get 404 for the export calls, visitors 401', async () => {
    const p = await readyProject();
    expect((await call(stranger, 'POST', '/api/export/xml', exportBody(p, 'premiere'))).status).toBe(404);
    expect((await call(stranger, 'POST', '/api/export/srt', exportBody(p, 'srt'))).status).toBe(404);
    const anon = await ctx.app.inject({ method: 'POST', url: '/api/export/xml', payload: exportBody(p, 'premiere') });
    expect(anon.statusCode).toBe(401);
  });

  test('vertical editing-app timelines are for social media projects only', async () => {
    const standard = await readyProject();
    expect((await call(owner, 'POST', '/api/export/xml', exportBody(standard, 'premiere', 'vertical'))).status).toBe(
      400,
    );
    const social = await readyProject({ mode: 'social_media', name: 'Reel' });
    const { end } = await runExport(social, 'premiere', 'vertical');
    expect((end.results as Json).filename).toBe('Reel - The banana bit (Vertical).xml');
    const xml = (await fetchExport(end.results as Json)).toString('utf8');
    expect(xml).toContain('<width>1080</width>');
    expect(xml).toContain('<height>1920</height>');
  });

  test('the message must be an edit of that project', async () => {
    const p = await readyProject();
    const other = await readyProject();
    const res = await call(owner, 'POST', '/api/export/xml', {
      ...exportBody(p, 'premiere'),
      message_id: other.messageId,
    });
    expect(res.status).toBe(404);
  });

  test('an edit naming a source the project lacks fails: flag down, text on the message and in the chat', async () => {
    const p = await readyProject({ missingSource: true });
    const { end } = await runExport(p, 'premiere');
    expect(end.status).toBe('failed');
    const text = 'Hmm something went wrong with the Premiere export. Try exporting again!';
    expect(end.error).toEqual({ code: 'export_failed', message: text });
    const messages = (await call(owner, 'GET', `/api/projects/${p.projectId}/messages`)).body.messages as Json[];
    expect(messages.find((m) => m.id === p.messageId)!.data.exportErrorMessage).toBe(text);
    expect(messages.at(-1)).toMatchObject({ type: 'bot_message', data: { text } });
    const project = (await call(owner, 'GET', `/api/projects/${p.projectId}`)).body.project as Json;
    expect(project.status).toBe('success');
    expect(project.exportingStatus.original.premiere).toBe(false);
    // The failure event goes out before the queue records the job's end (pg-boss does it once the
    // handler returns): the job reads failed moments later.
    await expect
      .poll(async () => (await call(owner, 'GET', `/api/exports/${end.jobId}`)).body.status, { timeout: 15_000 })
      .toBe('failed');
  });
});

describe('SRT and convert', () => {
  test('POST /export/srt answers the captions as text', async () => {
    const p = await readyProject();
    const { format: _f, ...body } = exportBody(p, 'srt');
    const res = await call(owner, 'POST', '/api/export/srt', body);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(res.text).toMatch(/^1\r?\n00:00:00,000 --> 00:00:03,500\r?\nFirst thought\./);
    expect(res.text).toContain('Banana.');
  });

  test('SRT cues and CSV rows name the speakers by the project’s names when the edit holds two', async () => {
    const p = await readyProject();
    // The transcript as diarization leaves it: the first segment spoken by speaker 1, the banana by speaker 2.
    await createTranscriptsRepo(ctx.deps.database.db).save({
      sourceId: p.sourceId,
      language: 'en',
      engine: 'pocketsphinx',
      confidence: 0.9,
      words: [
        { text: 'first', start: 1.2, end: 1.6, confidence: 0.9, speaker: 1 },
        { text: 'thought', start: 1.7, end: 2.2, confidence: 0.9, speaker: 1 },
        { text: 'banana', start: 16.5, end: 17.1, confidence: 0.9, speaker: 2 },
      ],
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/projects/${p.projectId}/speakers`,
      payload: { speaker: 1, name: 'Anna' },
      headers: { cookie: owner.cookie },
    });
    const { format: _f, ...body } = exportBody(p, 'srt');
    const srt = (await call(owner, 'POST', '/api/export/srt', body)).text;
    expect(srt).toMatch(/^1\r?\n00:00:00,000 --> 00:00:03,500\r?\nAnna: First thought\./);
    expect(srt).toContain('Speaker 2: Banana.');
    const { end } = await runExport(p, 'csv');
    expect(end.status).toBe('completed');
    const rows = (await fetchExport(end.results as Json)).toString('utf8').split(/\r\n/);
    expect(rows[0]).toContain(',Speaker,Text');
    expect(rows[1]).toContain(',Anna,First thought.');
    expect(rows[2]).toContain(',Speaker 2,Banana.');
  });

  test('a failed SRT export puts the spec text on the message and in the chat, and answers it', async () => {
    const p = await readyProject({ missingSource: true });
    const { format: _f, ...body } = exportBody(p, 'srt');
    const res = await call(owner, 'POST', '/api/export/srt', body);
    const text = 'Hmm something went wrong with the SRT export. Try exporting again!';
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'export_failed', message: text });
    const messages = (await call(owner, 'GET', `/api/projects/${p.projectId}/messages`)).body.messages as Json[];
    expect(messages.find((m) => m.id === p.messageId)!.data.exportErrorMessage).toBe(text);
    expect(messages.at(-1)).toMatchObject({ type: 'bot_message', data: { text } });
  });

  test('POST /eddie/convert sums up the timeline, and refuses a story that is not there', async () => {
    const p = await readyProject();
    const body = { container: p.container, format: { type: 'premiere', layout: 'original' }, story_indexes: [0] };
    const res = await call(owner, 'POST', '/api/eddie/convert', body);
    expect(res.body).toEqual({ clips: 2, durationFrames: 174, rate: { num: 30, den: 1 } });
    expect((await call(owner, 'POST', '/api/eddie/convert', { ...body, story_indexes: [3] })).status).toBe(400);
    expect((await call(stranger, 'POST', '/api/eddie/convert', body)).status).toBe(404);
  });
});
