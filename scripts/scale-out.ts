// The README's scale-out setup, end to end (issue 21): a throwaway PostgreSQL, an S3 server on
// loopback, one `otto server` and two `otto worker` processes. Through the API it uploads three
// files straight to S3 (restarting the API mid-upload), imports them, kills -9 the worker
// running a transcription, prompts, exports every timeline format and one MP4 (killing the
// worker running the render), and checks where every job ran and what the browser's event
// stream saw. Every process it started is stopped, also on failure.
//   npm run test:scale-out          (SCALE_OUT_DEBUG=1 prints every process's log)
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { timelineExportFormatSchema } from '../packages/shared/src/api/exports';
import { planParts } from '../packages/shared/src/upload-plan';
import { startStrictS3rver, type LoopbackS3 } from '../apps/server/src/storage/s3rver.test-helpers';
import { Api, followEvents, type Json } from './scale-out/api';
import {
  freePort,
  listening,
  printProblems,
  startOtto,
  stopAll,
  until,
  workersStarted,
  type OttoProcess,
} from './scale-out/processes';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const media = (path: string) => `${repoRoot}../shared/media/${path}`;
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (what: string) => console.log(`[scale-out ${elapsed()}] ${what}`);
/** Leases short enough that a killed worker's job moves on within seconds. */
const leaseSeconds = 6;

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`Check failed: ${what}`);
  console.log(`  ✓ ${what}`);
}

async function main() {
  const adminUrl = execFileSync('bash', ['scripts/start-test-postgres.sh'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const database = `otto_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  let s3: LoopbackS3 | undefined;
  try {
    s3 = await startStrictS3rver();
    await run(adminUrl.replace(/\/[^/]*$/, `/${database}`), s3);
  } catch (error) {
    printProblems();
    throw error;
  } finally {
    await stopAll();
    await s3?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function run(databaseUrl: string, s3: LoopbackS3) {
  const port = freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    TRANSCRIBE_ENGINE: 'pocketsphinx',
    TRANSCRIBE_CONCURRENCY: '1',
    WORKER_CONCURRENCY: '1',
    OTTO_JOB_LEASE_SECONDS: String(leaseSeconds),
    OTTO_SHUTDOWN_GRACE_SECONDS: '5',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
  };
  step(`PostgreSQL ${databaseUrl}, S3 ${s3.endpoint}`);
  // The server applies the migrations; the workers start once it is up (compose.yaml does the same).
  let server = startOtto('server', 'server', { ...env, PORT: String(port) }, repoRoot);
  await listening(server);
  const workers = [startOtto('worker-1', 'worker', env, repoRoot), startOtto('worker-2', 'worker', env, repoRoot)];
  await Promise.all(workers.map((w) => workersStarted(w)));
  step('server and two workers running');

  const api = new Api(`http://127.0.0.1:${port}`);
  await api.call('POST', '/api/auth/local/sign-up', { email: 'scale@example.com', password: 'correct horse battery' });
  const { project } = await api.call('POST', '/api/projects', { mode: 'standard', name: 'Scale-out' });
  const projectId = project.id as string;

  // ---- uploads: straight to S3; the API restarts between the parts of the first file ----
  // The first is over one part (5 MiB), so the API can restart between its parts.
  const files = [
    { path: 'multicam/main_audio.wav', type: 'audio', contentType: 'audio/wav' },
    { path: 'multicam/camA.mp4', type: 'video', contentType: 'video/mp4' },
    { path: 'multicam/camB.mp4', type: 'video', contentType: 'video/mp4' },
  ] as const;
  const sources: Array<{ sourceId: string; fileKey: string; filename: string; bytes: Buffer; type: string; contentType: string }> =
    [];
  for (const { path, type, contentType } of files) {
    const bytes = readFileSync(media(path));
    const filename = path.split('/').pop()!;
    const created = await api.call('POST', `/api/projects/${projectId}/sources`, { filename, filesize: bytes.length, type });
    sources.push({ sourceId: created.source.id, fileKey: created.file_key, filename, bytes, type, contentType });
  }
  const putPart = async (url: string, bytes: Uint8Array) => {
    check(new URL(url).origin === s3.endpoint, `part URL goes to S3 (${new URL(url).origin}), not the API`);
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
    if (res.status !== 200) throw new Error(`part upload: ${res.status} ${await res.text()}`);
    return String(res.headers.get('etag'));
  };
  for (const source of sources) {
    // The browser's plan: 5 MiB parts.
    const plan = planParts(source.bytes.length);
    const partCount = plan.numParts;
    const part = (n: number) => source.bytes.subarray(plan.parts[n - 1]!.start, plan.parts[n - 1]!.end);
    const upload = { bucket: 'ingest', file_key: source.fileKey };
    const begun = await api.call('POST', '/api/uploads/initiate-multipart-upload', {
      ...upload,
      num_parts: partCount,
      content_type: source.contentType,
    });
    const done: Json[] = [{ PartNumber: 1, ETag: await putPart(begun.parts[0].signed_url, part(1)) }];
    if (partCount === 2) {
      step('part 1 of 2 uploaded: restarting the API process');
      server.signal('SIGTERM');
      check((await server.exited) === 0, 'the API process stops cleanly on SIGTERM');
      server = startOtto('server-2', 'server', { ...env, PORT: String(port) }, repoRoot);
      await listening(server);
      // What the browser's uploader does after a reload: ask which parts the store holds.
      const resumed = await api.call('POST', '/api/uploads/resume-multipart-upload', { ...upload, upload_id: begun.upload_id });
      check(resumed.done.length === 1 && resumed.parts.length === 1, 'resume: part 1 is in S3, part 2 still to send');
      done.push({ PartNumber: 2, ETag: await putPart(resumed.parts[0].signed_url, part(2)) });
    }
    await api.call('POST', '/api/uploads/finish-multipart-upload', { ...upload, upload_id: begun.upload_id, parts: done });
    const { url } = await api.call('POST', '/api/get-signed-url', { object_uri: `s3://ingest/${source.fileKey}` });
    const stored = new Uint8Array(await (await fetch(url)).arrayBuffer());
    check(md5(stored) === md5(source.bytes), `${source.filename}: the stored object's MD5 equals the file's`);
  }

  // ---- import, with the worker running a transcription killed ----
  const stream = followEvents(api, projectId);
  await until('the event stream is open', () => server.logs.some((l) => String((l.req as Json)?.url).startsWith('/api/jobs/events')), 30_000);
  await api.call('POST', '/api/projects/start', {
    project_id: projectId,
    type: 'standard',
    files: sources.map((s) => ({ file_id: s.sourceId, media_type: s.type })),
  });
  for (const source of sources) {
    await api.call('POST', '/api/projects/file-ingest', {
      project_id: projectId,
      file_id: source.sourceId,
      file_uri: `s3://ingest/${source.fileKey}`,
      filename: source.filename,
      media_type: source.type,
    });
  }
  step('imports started');
  const victim = await killWhileRunning(workers, 'pocketsphinx', 'a transcription');
  const importJobs = () => jobRuns(workers, 'source.ingest');
  await until('the import finished', async () => (await api.call('GET', `/api/projects/${projectId}`)).project.status !== 'processing', 240_000);
  const { project: imported } = await api.call('GET', `/api/projects/${projectId}`);
  check(imported.status === 'success', `the import completes (project ${imported.status})`);
  const rows = (await api.call('GET', `/api/projects/${projectId}/sources`)) as unknown as Json[];
  check(rows.length === 3 && rows.every((s) => s.state === 'completed'), 'no source stays busy: all three completed');
  // The victim may have held two imports, and one of them may have finished just before the kill
  // with its 'job completed' line still unwritten: what counts is that an interrupted one was retried
  // elsewhere. Log lines reach us through pipes, so give them a moment to arrive.
  const interrupted = () => importJobs().filter((r) => r.worker === victim.name && r.attempt === 1 && !r.completed);
  check(interrupted().length > 0, `${victim.name} held an import when it was killed`);
  const takeover = () =>
    interrupted()
      .map((killed) => importJobs().find((r) => r.jobId === killed.jobId && r.completed && r.worker !== victim.name))
      .find(Boolean);
  await until('a log shows the interrupted import finished on another worker', () => Boolean(takeover()), 15_000);
  const takenOver = takeover()!;
  check(takenOver.attempt >= 2, `the other worker took it over (try ${takenOver.attempt})`);

  // A supervisor restarts the lost worker.
  const replacement = startOtto('worker-3', 'worker', env, repoRoot);
  workers.push(replacement);
  await workersStarted(replacement);

  // ---- prompt and exports ----
  const reply = await api.call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'Make a 20 second clip about bananas' });
  const edit = (reply.messages as Json[]).find((m) => m.type === 'edit_result' && m.data?.container);
  check(edit, 'the prompt is answered with an edit');
  const container = edit.data.container as Json;
  const segments = container.stories[0].segments as Json[];
  const exportJobs: Array<{ format: string; jobId: string }> = [];
  for (const format of timelineExportFormatSchema.options) {
    const startedExport = await api.call('POST', '/api/export/xml', {
      project_id: projectId,
      format,
      story_indexes: [0],
      container,
      message_id: edit.id,
    });
    exportJobs.push({ format, jobId: startedExport.job_id });
  }
  const render = await api.call('POST', '/api/export/video', {
    project_id: projectId,
    layout: 'original',
    segments,
    container,
    message_id: edit.id,
  });
  step(`${exportJobs.length} timeline exports and one MP4 render started`);
  const renderVictim = await killWhileRunning(workers, 'ffmpeg', 'the render');
  const finished = async (jobId: string) => (await api.call('GET', `/api/exports/${jobId}`)) as Json;
  // A render's result reaches the browser on the event stream (and on its message).
  const renderEnd = () => stream.events.find((e) => e.jobId === render.job_id && ['completed', 'failed'].includes(e.status));
  const renderResult = async (): Promise<Json> => {
    await until('the render finished', () => Boolean(renderEnd()), 240_000);
    return { status: renderEnd()!.status, result: renderEnd()!.results, error: renderEnd()!.error };
  };
  for (const { format, jobId } of [...exportJobs, { format: 'mp4', jobId: render.job_id as string }]) {
    const job =
      format === 'mp4'
        ? await renderResult()
        : (await until(`the ${format} export finished`, async () => ['completed', 'failed'].includes((await finished(jobId)).status), 240_000),
          await finished(jobId));
    const why = job.status === 'completed' ? '' : ` (${JSON.stringify(job.error ?? job.status)})`;
    check(job.status === 'completed', `${format} export completed${why}`);
    check(new URL(job.result.downloadUrl).origin === s3.endpoint, `${format}: downloaded straight from S3`);
    const file = new Uint8Array(await (await fetch(job.result.downloadUrl)).arrayBuffer());
    check(file.length > 0, `${format}: ${file.length} bytes`);
    if (format === 'mp4') {
      const path = `${process.env.TMPDIR ?? '/tmp'}/otto-scale-${jobId}.mp4`;
      await import('node:fs/promises').then((fs) => fs.writeFile(path, file));
      // A complete file: every frame decodes, and it is as long as the edit.
      execFileSync('ffmpeg', ['-v', 'error', '-xerror', '-i', path, '-f', 'null', '-'], { stdio: 'pipe' });
      const seconds = Number(
        execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path], { encoding: 'utf8' }),
      );
      const expected = segments.reduce((sum, s) => sum + (s.end - s.start), 0);
      check(Math.abs(seconds - expected) < 1, `the MP4 is whole: ${seconds.toFixed(2)} s for an edit of ${expected.toFixed(2)} s`);
    }
  }
  // The event can arrive before the worker's 'job completed' log line does.
  await until('a log shows the render completed', () => jobRuns(workers, 'export.video').some((r) => r.completed), 15_000);
  const renderRuns = jobRuns(workers, 'export.video');
  const renderDone = renderRuns.find((r) => r.completed);
  check(
    renderRuns.some((r) => r.worker === renderVictim.name && !r.completed) && renderDone && renderDone.worker !== renderVictim.name,
    `the render killed on ${renderVictim.name} was finished by ${renderDone?.worker}`,
  );

  // ---- where the jobs ran, and what the browser's stream saw ----
  const runs = [...jobRuns(workers, 'source.ingest'), ...jobRuns(workers, 'export.timeline'), ...jobRuns(workers, 'export.video')];
  console.log('  job runs (job, try, worker, completed):');
  for (const r of runs) console.log(`    ${r.job} ${r.jobId.slice(0, 8)} try ${r.attempt} on ${r.worker}${r.completed ? '' : ' (killed)'}`);
  const workersUsed = new Set(runs.filter((r) => r.completed).map((r) => r.worker));
  check(workers.slice(0, 2).every((w) => runs.some((r) => r.worker === w.name)), 'jobs went to both original workers');
  // A worker that was killed in both of its chances may rightly have completed nothing.
  const killed = new Set([victim.name, renderVictim.name]);
  check(
    workersUsed.size >= 2 || workers.every((w) => workersUsed.has(w.name) || killed.has(w.name)),
    `completed jobs spread over ${[...workersUsed].join(', ')} (killed: ${[...killed].join(', ')})`,
  );
  const streamedJobs = new Set(stream.events.filter((e) => e.status === 'progress' || e.status === 'completed').map((e) => e.jobId));
  const reportedBy = new Set(runs.filter((r) => streamedJobs.has(r.jobId)).map((r) => r.worker));
  check(reportedBy.size >= 2, `the API's event stream carried progress from jobs on ${[...reportedBy].join(', ')}`);
  stream.close();
  const proxied = server.logs.filter((l) => /^\/api\/storage\//.test(String((l.req as Json)?.url ?? '')));
  check(proxied.length === 0, 'no media bytes went through the API process (no /api/storage requests)');
  step(`passed: ${runs.length} job runs on ${workersUsed.size} workers`);
}

interface JobRun {
  job: string;
  jobId: string;
  attempt: number;
  worker: string;
  completed: boolean;
}

/** Which worker ran which try of which job, from the workers' own log lines. */
function jobRuns(workers: OttoProcess[], job: string): JobRun[] {
  return workers.flatMap((w) =>
    w.logs
      .filter((l) => l.job === job && l.msg === 'job started')
      .map((l) => ({
        job,
        jobId: String(l.jobId),
        attempt: Number(l.attempt),
        worker: w.name,
        completed: w.logs.some((c) => c.jobId === l.jobId && c.attempt === l.attempt && c.msg === 'job completed'),
      })),
  );
}

/** Waits until a worker runs `program` (the transcriber, ffmpeg for a render) and kills it with -9. */
async function killWhileRunning(workers: OttoProcess[], program: string, what: string): Promise<OttoProcess> {
  let victim: OttoProcess | undefined;
  await until(
    `a worker runs ${what}`,
    () => {
      victim = workers.find((w) => w.child.exitCode === null && w.descendants().some((c) => c.startsWith(program)));
      return Boolean(victim);
    },
    120_000,
  );
  victim!.signal('SIGKILL');
  await victim!.exited;
  step(`killed ${victim!.name} (-9) while it ran ${what}`);
  return victim!;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
