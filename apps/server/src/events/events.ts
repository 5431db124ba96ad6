import type { JobEvent } from '@otto/shared/jobs';

/**
 * Job and project events fanned out to SSE subscribers. Backed by Postgres LISTEN/NOTIFY
 * so a worker on another machine reaches the API process that holds the browser's stream.
 */
export interface EventBus {
  publish(event: JobEvent): Promise<void>;
  subscribe(filter: { jobId?: string; projectId?: string }, onEvent: (event: JobEvent) => void): () => void;
  close(): Promise<void>;
}
