import { containerSchema, layoutSchema } from '@otto/shared';
import { exportResultSchema, timelineExportFormatSchema } from '@otto/shared/api/exports';
import { jobStatusSchema } from '@otto/shared/jobs';
import { z } from 'zod';

/** The 'export.timeline' job: everything the worker needs, fixed when the export starts. */
export const exportTimelinePayload = z.object({
  projectId: z.string().uuid(),
  messageId: z.string().uuid(),
  format: timelineExportFormatSchema,
  layout: layoutSchema,
  storyIndexes: z.array(z.number().int().nonnegative()).min(1),
  container: containerSchema,
  /** The download name (spec §9), e.g. "Interview - The hook.xml". */
  filename: z.string().min(1).max(200),
  /** Where the file lands; fixed up front so the start call can answer export_s3_key. */
  bucket: z.string(),
  key: z.string(),
});
export type ExportTimelinePayload = z.infer<typeof exportTimelinePayload>;

export const exportJobParams = z.object({ jobId: z.string().uuid() });

/** GET /exports/:jobId: the job's state and, once done, a freshly signed download. */
export const exportJobResponse = z.object({
  job_id: z.string(),
  status: jobStatusSchema,
  result: exportResultSchema.optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type ExportJobResponse = z.infer<typeof exportJobResponse>;

/** POST /eddie/convert: what the timeline conversion made of the edit. */
export const convertResponse = z.object({
  clips: z.number().int().nonnegative(),
  durationFrames: z.number().int().nonnegative(),
  rate: z.object({ num: z.number().int(), den: z.number().int() }),
});
