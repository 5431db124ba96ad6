import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';

export const demoFinishPayload = z.object({ projectId: z.uuid() });
export type DemoFinishPayload = z.infer<typeof demoFinishPayload>;

/**
 * A seeded demo's import is ready: its example edits are asked of the planner and the project is
 * shared. Declared apart from its handler so the import's completion can queue it without a cycle.
 */
export const demoFinishJob = defineJob({
  name: 'demo.finish',
  payload: demoFinishPayload,
  retryLimit: 2,
  expireInSeconds: 120,
});
