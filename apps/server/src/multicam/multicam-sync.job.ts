import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';

export const multicamSyncPayload = z.object({ projectId: z.string().uuid() });
export type MulticamSyncPayload = z.infer<typeof multicamSyncPayload>;

/**
 * Once every source of a multicam project is ingested: each camera's offset on the main audio.
 * Declared apart from its handler so the import's completion can queue it without a cycle.
 */
export const multicamSyncJob = defineJob({
  name: 'multicam.sync',
  payload: multicamSyncPayload,
  retryLimit: 2,
  expireInSeconds: 120,
});
