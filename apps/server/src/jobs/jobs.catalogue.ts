import { z } from 'zod';
import { renderJobPayload } from '../render/render.schemas';
import { exportTimelinePayload } from '../exports/exports.schemas';

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
  /** MP4 and ProRes caption renders: a vertical export can take up to 10 minutes, long edits more. */
  'export.video': {
    payload: renderJobPayload,
    retryLimit: 1,
    expireInSeconds: 2 * 3600,
  },
  // A timeline export is deterministic: retrying a failure would fail the same way, twice in the chat.
  'export.timeline': { payload: exportTimelinePayload, retryLimit: 0, expireInSeconds: 15 * 60 },
} as const satisfies Record<string, { payload: z.ZodType; retryLimit: number; expireInSeconds: number }>;

export type JobName = keyof typeof jobCatalogue;
export type JobPayload<N extends JobName> = z.infer<(typeof jobCatalogue)[N]['payload']>;
