import type { JobDefinition, JobHandler } from './job-definition';

export interface JobRecord {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: unknown;
  /** The handler's return value once completed; the serialised error once failed. */
  output: unknown;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
}

/** The job queue: pg-boss on the same database (PGlite embedded, PostgreSQL scaled out). */
export interface JobQueue {
  /**
   * Validates the payload against the job's schema and enqueues it; resolves to the job id. With a
   * singletonKey, a job with that key still queued or running is reused: its id comes back instead.
   */
  send<P>(job: JobDefinition<P>, data: P, opts?: { singletonKey?: string }): Promise<string>;
  /** Runs `handler` for jobs of this kind, `concurrency` at a time (default 1) in this process. */
  work<P>(job: JobDefinition<P>, handler: JobHandler<P>, opts?: { concurrency?: number }): Promise<void>;
  get(job: JobDefinition<unknown>, id: string): Promise<JobRecord | null>;
  /** The job with this id whatever its name (the job stream knows only ids); null when unknown. */
  getById(id: string): Promise<JobRecord | null>;
  /** Cancels a job not yet finished (queued or running), so it is never run or retried again. */
  cancel(job: JobDefinition<unknown>, id: string): Promise<void>;
  /**
   * Stops taking jobs, lets running ones finish for up to `graceSeconds` (default 10), hands the
   * rest back to the queue for another worker, and waits for the queue's last queries.
   */
  stop(opts?: { graceSeconds?: number }): Promise<void>;
}
