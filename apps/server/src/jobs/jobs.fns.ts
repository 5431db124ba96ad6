import type { JobEvent, JobStatus } from '@otto/shared/jobs';
import type { JobRecord } from './queue';

const statusByState: Record<JobRecord['state'], JobStatus> = {
  created: 'queued',
  retry: 'queued',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'failed',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The project a job works for, from its payload (every catalogue payload carries projectId). */
export const jobProjectId = (job: Pick<JobRecord, 'data'>): string | undefined =>
  isPlainObject(job.data) && typeof job.data.projectId === 'string' ? job.data.projectId : undefined;

/**
 * A job's stored state as a stream event, sent first to a client that subscribes late (after a
 * reconnect, or after the job already finished) so it never waits for an event that has passed.
 */
export function jobRecordToEvent(job: JobRecord, projectId: string, now: number): JobEvent {
  const status = statusByState[job.state];
  const event: JobEvent = { jobId: job.id, projectId, kind: job.name, status, at: now };
  if (status === 'completed' && isPlainObject(job.output)) event.results = job.output;
  if (status === 'failed') {
    const output = isPlainObject(job.output) ? job.output : {};
    const code =
      typeof output.code === 'string' ? output.code : job.state === 'cancelled' ? 'cancelled' : 'processing_error';
    const message = typeof output.message === 'string' ? output.message : 'Processing error';
    event.error = { code, message };
  }
  return event;
}
