import { z } from 'zod';

export const jobStatusSchema = z.enum(['queued', 'active', 'progress', 'completed', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** One message on the jobs event stream (`GET /api/jobs/events?job_id=&project_id=`). */
export const jobEventSchema = z.object({
  jobId: z.string().optional(),
  projectId: z.string(),
  /** What the event is about: a job of a kind, or an entity whose state changed. */
  kind: z.string(),
  status: jobStatusSchema,
  /** 0..1 for long work (upload, ingest, transcription, export, render). */
  progress: z.number().min(0).max(1).optional(),
  /** Seconds the server expects the remaining work to take, when it knows. */
  etaSeconds: z.number().nonnegative().optional(),
  results: z.record(z.string(), z.unknown()).optional(),
  /** Set when results were too large for the event and were left out: fetch them through the API. */
  resultsTruncated: z.boolean().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  at: z.number(),
});
export type JobEvent = z.infer<typeof jobEventSchema>;
