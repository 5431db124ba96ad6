import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';

export const brollLogPayload = z.object({ projectId: z.string().uuid() });
export type BrollLogPayload = z.infer<typeof brollLogPayload>;

/**
 * Once every file of a B-roll project is ingested: each file cut into shots and described, the
 * files grouped. Declared apart from its handler so the import's completion can queue it.
 */
export const brollLogJob = defineJob({
  name: 'broll.log',
  payload: brollLogPayload,
  retryLimit: 2,
  expireInSeconds: 120,
});
