import { z } from 'zod';

/**
 * Every background job: its payload schema, retries and time-out. A new job cannot compile
 * without its policy, and the worker refuses to boot when a job has no handler.
 */
export const jobCatalogue = {
  'source.ingest': {
    payload: z.object({ projectId: z.string().uuid(), sourceId: z.string().uuid() }),
    retryLimit: 2,
    expireInSeconds: 4 * 3600,
  },
} as const satisfies Record<string, { payload: z.ZodType; retryLimit: number; expireInSeconds: number }>;

export type JobName = keyof typeof jobCatalogue;
export type JobPayload<N extends JobName> = z.infer<(typeof jobCatalogue)[N]['payload']>;
