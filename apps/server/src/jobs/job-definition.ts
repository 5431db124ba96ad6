import type { z } from 'zod';

/**
 * A background job as its feature declares it: name, payload schema and retry policy. The queue
 * knows jobs only through these, so infrastructure never imports a feature's code.
 */
export interface JobDefinition<Payload> {
  readonly name: string;
  readonly payload: z.ZodType<Payload>;
  /** Retries after the first try; 0 for deterministic work that would fail the same way again. */
  readonly retryLimit: number;
  /**
   * The job's lease: a worker renews it while the job runs, so it bounds how long a job held by
   * a dead worker (kill -9, lost machine) waits before another worker takes it over — not how
   * long the job may run. A lost lease counts as a failed try.
   */
  readonly expireInSeconds: number;
}

export function defineJob<Schema extends z.ZodType>(job: {
  name: string;
  payload: Schema;
  retryLimit: number;
  expireInSeconds: number;
}): JobDefinition<z.infer<Schema>> {
  return job as JobDefinition<z.infer<Schema>>;
}

export interface RunningJob<Payload> {
  id: string;
  data: Payload;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /** No retry follows a failure of this try: record the failure for the user now. */
  lastAttempt: boolean;
}

export type JobHandler<Payload> = (job: RunningJob<Payload>) => Promise<unknown>;

/**
 * A job and how to build its handler from the narrow dependencies it uses. Features export
 * these; the composition root hands each one the app's dependencies and registers it.
 */
export interface JobWorker<Payload, Deps> {
  job: JobDefinition<Payload>;
  handler: (deps: Deps) => JobHandler<Payload>;
}

export const jobWorker = <Payload, Deps>(
  job: JobDefinition<Payload>,
  handler: (deps: Deps) => JobHandler<Payload>,
): JobWorker<Payload, Deps> => ({ job, handler });
