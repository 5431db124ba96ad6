import type { JobEvent } from '@otto/shared/jobs';
import { describe, expect, it } from 'vitest';
import { applySourceEvent, formatBytes, sourceStatusView, type StatusSource } from './source-status.fns';

const MB = 1024 * 1024;
const source = (patch: Partial<StatusSource> = {}): StatusSource => ({
  state: 'none',
  filename: 'interview.mp4',
  importType: 'local',
  durationMs: 100_000,
  filesize: 40 * MB,
  type: 'video',
  errorCode: null,
  errorType: null,
  startIngestTime: null,
  originalFileUri: null,
  uploadProgress: null,
  ...patch,
});

describe('the source status row', () => {
  it('shows the bytes sent, the total and the percentage while uploading', () => {
    const view = sourceStatusView({
      source: source({ state: 'uploading' }),
      upload: { sent: 10 * MB, total: 40 * MB },
      nowMs: 0,
    });
    expect(view).toEqual({ kind: 'uploading', label: 'Uploading', percent: 25, bytes: '10 MB / 40 MB' });
  });

  it('a stale upload says it stopped, unless this page is the one still sending it', () => {
    const stale = source({ state: 'uploading', stale: true });
    expect(sourceStatusView({ source: stale, nowMs: 0 })).toMatchObject({ kind: 'stale', label: 'Upload stopped' });
    // A slow link here: the server saw no whole part for a while, but bytes are going.
    expect(sourceStatusView({ source: stale, upload: { sent: 1 * MB, total: 40 * MB }, nowMs: 0 })).toMatchObject({
      kind: 'uploading',
      percent: 2,
    });
  });

  it('counts down the spec estimate while processing: a 100 s mp4 takes 14 s', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const s = source({ state: 'ingesting', startIngestTime: new Date(start).toISOString() });
    expect(sourceStatusView({ source: s, nowMs: start })).toMatchObject({
      label: 'Processing...',
      timeLeft: 'Time left: 0:14',
    });
    // The final stretch slows down instead of reaching zero.
    const late = sourceStatusView({ source: s, nowMs: start + 60_000 });
    expect(late).toMatchObject({ kind: 'working' });
    expect(late.kind === 'working' && late.timeLeft).not.toBe('Time left: 0:00');
  });

  it('in the desktop app (otto desktop) the processing estimate is halved: the same mp4 takes 7 s', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const s = source({ state: 'ingesting', startIngestTime: new Date(start).toISOString() });
    expect(sourceStatusView({ source: s, nowMs: start, desktopApp: true })).toMatchObject({ timeLeft: 'Time left: 0:07' });
  });

  it('estimates from the file size when the browser could not read the duration, and never reads 0:00', () => {
    // 125 MB of video at the assumed 10 Mbit/s is 100 s of footage: 14 s for an mp4, as with a known duration.
    const unknown = source({ state: 'ingesting', durationMs: null, filesize: 125_000_000 });
    expect(sourceStatusView({ source: unknown, nowMs: 0, stateSinceMs: 0 })).toMatchObject({
      timeLeft: 'Time left: 0:14',
    });
    // Nothing to go on at all: the row still says the work is running.
    const nothing = source({ state: 'ingesting', durationMs: null, filesize: null });
    expect(sourceStatusView({ source: nothing, nowMs: 9_000, stateSinceMs: 0 })).toMatchObject({
      kind: 'working',
      timeLeft: 'Time left: 0:01',
    });
  });

  it("counts down the spec's estimate whatever the server's step estimate says, with its progress", () => {
    const a = sourceStatusView({
      source: source({ state: 'ingesting' }),
      ingest: { etaSeconds: 10, progress: 0.4, receivedAtMs: 1000 },
      nowMs: 6000,
      stateSinceMs: 1000,
    });
    const b = sourceStatusView({
      source: source({ state: 'ingesting' }),
      ingest: { etaSeconds: 125, progress: 0.4, receivedAtMs: 1000 },
      nowMs: 6000,
      stateSinceMs: 1000,
    });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ kind: 'working', label: 'Processing...', percent: 40 });
  });

  it('says the transcription model is being prepared, with its percentage, while the server downloads it', () => {
    const view = sourceStatusView({
      source: source({ state: 'ingesting' }),
      ingest: { progress: 0.4, stage: 'preparing_model', receivedAtMs: 1000 },
      nowMs: 6000,
      stateSinceMs: 1000,
    });
    expect(view).toEqual({ kind: 'working', label: 'Preparing transcription model… 40 %', timeLeft: '', percent: 40 });
    // The next ordinary progress event (no stage) is processing again.
    const after = sourceStatusView({
      source: source({ state: 'ingesting' }),
      ingest: { progress: 0.05, receivedAtMs: 7000 },
      nowMs: 7000,
      stateSinceMs: 1000,
    });
    expect(after).toMatchObject({ kind: 'working', label: 'Processing...', percent: 5 });
  });

  it("counts down this server's measured time once it has one, instead of the spec's factor", () => {
    const view = sourceStatusView({
      source: source({ state: 'ingesting' }),
      ingest: { progress: 0.05, expectedSeconds: 106, receivedAtMs: 1_000 },
      nowMs: 7_000,
      stateSinceMs: 1_000,
    });
    expect(view).toMatchObject({ timeLeft: 'Time left: 1:40' });
  });

  it('follows the work done when the estimate runs out, rather than sitting at 0:01', () => {
    // 40 s past a 14 s estimate, half done: about as long again to go.
    const view = sourceStatusView({
      source: source({ state: 'ingesting' }),
      ingest: { progress: 0.5, receivedAtMs: 1_000 },
      nowMs: 55_000,
      stateSinceMs: 1_000,
    });
    expect(view).toMatchObject({ timeLeft: 'Time left: 0:54' });
  });

  it('says Importing... for a copy from the cloud, estimated from its size (20 MB a second)', () => {
    const view = sourceStatusView({
      source: source({ state: 'importing', importType: 'gg_drive', filesize: 200_000_000 }), // the spec's MB: 10^6 bytes
      nowMs: 5000,
      stateSinceMs: 5000,
    });
    expect(view).toMatchObject({ label: 'Importing...', timeLeft: 'Time left: 0:10' });
  });

  it('names the error with its tooltip, and offers a retry only when the file was stored', () => {
    const noAudio = sourceStatusView({
      source: source({
        state: 'error',
        errorCode: 'no_audio_stream',
        errorType: 'ingest',
        originalFileUri: 's3://ingest/x',
      }),
      nowMs: 0,
    });
    // The file has no sound: processing it again would fail the same way.
    expect(noAudio).toMatchObject({ kind: 'error', label: 'No audio stream', canRetry: false });
    expect(noAudio.kind === 'error' && noAudio.tooltip).toMatch(/no audio stream/);
    const stored = { state: 'error' as const, errorType: 'ingest' as const, originalFileUri: 's3://ingest/x' };
    const damaged = sourceStatusView({ source: source({ ...stored, errorCode: 'moov_atom_not_found' }), nowMs: 0 });
    expect(damaged).toMatchObject({ kind: 'error', label: 'Video processing error', canRetry: false });
    expect(damaged.kind === 'error' && damaged.tooltip).toMatch(/corrupted or incomplete/);
    const empty = sourceStatusView({ source: source({ ...stored, errorCode: 'empty_file' }), nowMs: 0 });
    expect(empty).toMatchObject({ kind: 'error', label: 'Processing error', canRetry: false });
    expect(empty.kind === 'error' && empty.tooltip).toMatch(/empty \(0 bytes\)/);
    // A failure in our own processing may pass: Retry stays.
    const passing = sourceStatusView({ source: source({ ...stored, errorCode: 'processing_error' }), nowMs: 0 });
    expect(passing).toMatchObject({ kind: 'error', canRetry: true });
    const upload = sourceStatusView({
      source: source({ state: 'error', errorCode: 'upload_failed', errorType: 'upload' }),
      nowMs: 0,
    });
    expect(upload).toEqual({ kind: 'error', label: 'Upload failed', tooltip: undefined, canRetry: false });
    const speech = sourceStatusView({
      source: source({ state: 'error', errorCode: 'no_tokens', errorType: 'transcription' }),
      nowMs: 0,
      language: 'fr',
    });
    expect(speech).toMatchObject({ label: 'No speech detected in French' });
  });

  it('says Imported when done', () => {
    expect(sourceStatusView({ source: source({ state: 'completed' }), nowMs: 0 })).toEqual({
      kind: 'done',
      label: 'Imported',
    });
  });
});

describe('source events from the job stream', () => {
  const stored = { id: 's1', state: 'uploading' as const, errorCode: null, errorType: null };
  const event = (results: Record<string, unknown>): JobEvent => ({
    projectId: 'p',
    kind: 'source',
    status: 'active',
    results,
    at: 0,
  });

  it('moves the source to the state the server reports, with its error', () => {
    expect(applySourceEvent(stored, event({ sourceId: 's1', state: 'ingesting' }))).toMatchObject({
      state: 'ingesting',
    });
    expect(
      applySourceEvent(
        stored,
        event({ sourceId: 's1', state: 'error', errorCode: 'no_audio_stream', errorType: 'ingest' }),
      ),
    ).toMatchObject({
      state: 'error',
      errorCode: 'no_audio_stream',
      errorType: 'ingest',
    });
  });

  it('takes the duration the server probed, which the browser may not have known', () => {
    const ingesting = { ...stored, state: 'ingesting' as const, durationMs: null };
    expect(
      applySourceEvent(ingesting, event({ sourceId: 's1', state: 'ingesting', durationMs: 42_453 })),
    ).toMatchObject({ state: 'ingesting', durationMs: 42_453 });
    expect(
      applySourceEvent({ ...ingesting, durationMs: 9000 }, event({ sourceId: 's1', state: 'ingesting' })),
    ).toMatchObject({ durationMs: 9000 });
  });

  it('ignores events about other sources and unknown states', () => {
    expect(applySourceEvent(stored, event({ sourceId: 's2', state: 'completed' }))).toBeNull();
    expect(
      applySourceEvent(
        { ...stored, state: 'uploading' as const, stale: false },
        event({ sourceId: 's1', state: 'uploading', stale: true }),
      ),
    ).toMatchObject({ state: 'uploading', stale: true });
    expect(applySourceEvent(stored, event({ sourceId: 's1', state: 'exploded' }))).toBeNull();
  });
});

it('formats byte counts in human units', () => {
  expect([0, 1536, 3_022_780, 5 * 1024 * MB].map(formatBytes)).toEqual(['0 B', '1.5 KB', '2.9 MB', '5.0 GB']);
});
