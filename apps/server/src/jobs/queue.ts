import type { JobName, JobPayload } from './jobs.catalogue';

export interface JobRecord {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: unknown;
  output: unknown;
}

export type JobHandler<N extends JobName> = (job: { id: string; data: JobPayload<N>; attempt: number }) => Promise<unknown>;

/** The job queue: pg-boss on the same database (PGlite embedded, PostgreSQL scaled out). */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayload<N>, opts?: { singletonKey?: string }): Promise<string>;
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  get(name: JobName, id: string): Promise<JobRecord | null>;
  stop(): Promise<void>;
}
