import type { JobName, JobPayload } from './jobs.catalogue';

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

export type JobHandler<N extends JobName> = (job: {
  id: string;
  data: JobPayload<N>;
  attempt: number;
}) => Promise<unknown>;

/** The job queue: pg-boss on the same database (PGlite embedded, PostgreSQL scaled out). */
export interface JobQueue {
  /**
   * Validates the payload against the catalogue and enqueues it; resolves to the job id. With a
   * singletonKey, a job with that key still queued or running is reused: its id comes back instead.
   */
  send<N extends JobName>(name: N, data: JobPayload<N>, opts?: { singletonKey?: string }): Promise<string>;
  /** Runs `handler` for jobs of this name, `concurrency` at a time (default 1) in this process. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, opts?: { concurrency?: number }): Promise<void>;
  get(name: JobName, id: string): Promise<JobRecord | null>;
  /** The job with this id whatever its name (the job stream knows only ids); null when unknown. */
  getById(id: string): Promise<JobRecord | null>;
  /** Cancels a job not yet finished (queued or running), so it is never run or retried again. */
  cancel(name: JobName, id: string): Promise<void>;
  /** Stops the workers (letting running jobs finish) and waits for the queue's last queries. */
  stop(): Promise<void>;
}
