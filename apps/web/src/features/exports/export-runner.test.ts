import type { JobEvent } from '@otto/shared/jobs';
import { describe, expect, it } from 'vitest';
import type { JobEventsQuery } from '../../api/job-events';
import { ExportJobError, followExportJob, runExportJob, type ExportRunnerDeps } from './export-runner';

/** A stream the test drives by hand, remembering what was subscribed and whether it was closed. */
function fakeStream() {
  let listener: ((e: JobEvent) => void) | null = null;
  const state = { query: null as JobEventsQuery | null, closed: false };
  const subscribe: ExportRunnerDeps['subscribe'] = (query, onEvent) => {
    state.query = query;
    listener = onEvent;
    return () => {
      state.closed = true;
    };
  };
  const emit = (e: Partial<JobEvent>) => listener?.({ projectId: 'p', kind: 'export', status: 'active', at: 0, ...e });
  return { subscribe, emit, state };
}

const result = {
  s3Uri: 's3://exports/p/x/Interview.xml',
  downloadUrl: '/api/storage/exports/p/x/Interview.xml?sig=1',
  expires: 1,
  filename: 'Interview.xml',
  format: 'premiere',
  layout: 'original',
};

const neverTimes = { setTimeout: () => 0, clearTimeout: () => undefined };

describe('following an export job', () => {
  it('resolves with the download once its job completes, ignoring other jobs and replayed queued state', async () => {
    const stream = fakeStream();
    const progress: number[] = [];
    const done = followExportJob(
      { api: { post: async () => ({}) as never }, subscribe: stream.subscribe, ...neverTimes },
      { jobId: 'j1', projectId: 'p' },
      (f) => progress.push(f),
    );
    stream.emit({ jobId: 'j1', status: 'queued', kind: 'export.timeline' });
    stream.emit({ jobId: 'j2', status: 'completed', results: { ...result, filename: 'other.xml' } });
    stream.emit({ jobId: 'j1', status: 'progress', progress: 0.5 });
    stream.emit({ jobId: 'j1', status: 'completed', results: result });
    await expect(done).resolves.toMatchObject({ filename: 'Interview.xml', downloadUrl: result.downloadUrl });
    expect(progress).toEqual([0.5]);
    expect(stream.state).toMatchObject({ query: { jobId: 'j1', projectId: 'p' }, closed: true });
  });

  it('rejects with the server text when the job fails', async () => {
    const stream = fakeStream();
    const done = followExportJob(
      { api: { post: async () => ({}) as never }, subscribe: stream.subscribe, ...neverTimes },
      { jobId: 'j1', projectId: 'p' },
    );
    const text = 'Hmm something went wrong with the Premiere export. Try exporting again!';
    stream.emit({ jobId: 'j1', status: 'failed', error: { code: 'export_failed', message: text } });
    await expect(done).rejects.toEqual(new ExportJobError('export_failed', text));
    expect(stream.state.closed).toBe(true);
  });

  it('gives up after the time limit', async () => {
    const stream = fakeStream();
    let fire: (() => void) | null = null;
    const done = followExportJob(
      {
        api: { post: async () => ({}) as never },
        subscribe: stream.subscribe,
        setTimeout: (fn) => (fire = fn),
        clearTimeout: () => undefined,
      },
      { jobId: 'j1', projectId: 'p' },
    );
    fire!();
    await expect(done).rejects.toMatchObject({ code: 'timeout' });
    expect(stream.state.closed).toBe(true);
  });

  it('posts the start call and follows the job it answers with', async () => {
    const stream = fakeStream();
    const posted: unknown[] = [];
    const api = {
      post: async <T>(path: string, body?: unknown) => {
        posted.push([path, body]);
        setTimeout(() => stream.emit({ jobId: 'job-7', status: 'completed', results: result }), 0);
        return { job_id: 'job-7', export_s3_key: 'p/x/Interview.xml' } as T;
      },
    };
    const started: string[] = [];
    await expect(
      runExportJob({ api, subscribe: stream.subscribe, ...neverTimes }, '/export/xml', { a: 1 }, 'p', (id) =>
        started.push(id),
      ),
    ).resolves.toMatchObject(result);
    expect(posted).toEqual([['/export/xml', { a: 1 }]]);
    expect(started).toEqual(['job-7']);
  });
});
