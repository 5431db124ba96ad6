import { describe, expect, it } from 'vitest';
import { jobProjectId, jobRecordToEvent } from './jobs.fns';
import type { JobRecord } from './queue';

const job = (over: Partial<JobRecord>): JobRecord => ({
  id: 'j1',
  name: 'source.ingest',
  state: 'created',
  data: { projectId: 'p1', sourceId: 's1' },
  output: null,
  attempt: 1,
  ...over,
});

describe('jobRecordToEvent', () => {
  it.each([
    ['created', { status: 'queued' }],
    ['retry', { status: 'queued' }],
    ['active', { status: 'active' }],
    ['completed', { status: 'completed', results: { sourceId: 's1' } }],
    ['failed', { status: 'failed', error: { code: 'no_audio_stream', message: 'No audio' } }],
    ['cancelled', { status: 'failed', error: { code: 'cancelled', message: 'Processing error' } }],
  ] as const)('%s → %j', (state, expected) => {
    const output =
      state === 'failed'
        ? { code: 'no_audio_stream', message: 'No audio' }
        : state === 'completed'
          ? { sourceId: 's1' }
          : null;
    expect(jobRecordToEvent(job({ state, output }), 'p1', 42)).toEqual({
      jobId: 'j1',
      projectId: 'p1',
      kind: 'source.ingest',
      at: 42,
      ...expected,
    });
  });

  it('falls back to the catalogue’s processing error when a failure carries no code', () => {
    expect(jobRecordToEvent(job({ state: 'failed', output: { value: 'boom' } }), 'p1', 1).error).toEqual({
      code: 'processing_error',
      message: 'Processing error',
    });
  });

  it('reads the project from the payload', () => {
    expect(jobProjectId(job({}))).toBe('p1');
    expect(jobProjectId(job({ data: null }))).toBeUndefined();
  });
});
