import { z } from 'zod';
import { transcriptionLanguageSchema } from '../languages';
import { projectModeSchema } from '../modes';
import { cloudFileDataSchema } from '../source';

const mediaType = z.enum(['video', 'audio']);

/** Spec import §7: POST /projects/start. */
export const startProjectBody = z.object({
  project_id: z.string().uuid(),
  project_name: z.string().max(200).optional(),
  type: projectModeSchema,
  user: z.string().max(320).optional(),
  files: z
    .array(z.object({ file_id: z.string().uuid(), media_type: mediaType }))
    .min(1)
    .max(50),
  transcription_language: transcriptionLanguageSchema.default('auto'),
  ai_version: z.string().max(40).optional(),
});
export type StartProjectBody = z.infer<typeof startProjectBody>;

/** Spec import §7: POST /projects/file-ingest. */
export const fileIngestBody = z.object({
  project_id: z.string().uuid(),
  file_id: z.string().uuid(),
  file_uri: z.string().min(1).max(500),
  filename: z.string().min(1).max(500),
  media_type: mediaType,
  skip_transcode: z.boolean().optional(),
});
export type FileIngestBody = z.infer<typeof fileIngestBody>;
export const fileIngestResponse = z.object({ job_id: z.string() });

/** Spec import §7: POST /projects/mark-file-failed. */
export const markFileFailedBody = z.object({
  project_id: z.string().uuid(),
  file_id: z.string().uuid(),
  error_code: z.string().max(80).optional(),
});
export type MarkFileFailedBody = z.infer<typeof markFileFailedBody>;

/** Retrying a failed source; a language given replaces the project's (e.g. after 'No speech detected'). */
export const retrySourceBody = z.object({ transcription_language: transcriptionLanguageSchema.optional() });
export type RetrySourceBody = z.infer<typeof retrySourceBody>;

/** Creating a source row before its upload, so object keys are built from server-issued ids. */
export const createSourceBody = z.object({
  filename: z.string().min(1).max(500),
  filesize: z.number().int().nonnegative(),
  type: mediaType,
  importType: z.enum(['local', 'gg_drive', 'dropbox', 'frameio', 'youtube', 's3_uri']).default('local'),
  durationMs: z.number().int().nonnegative().optional(),
  category: z.enum(['singlecam', 'multicam']).default('singlecam'),
  /** A cloud picker's file (spec §3); required for cloud import types, whose start fails without it. */
  cloudFileData: cloudFileDataSchema.optional(),
  /** An S3 import's object URI; required for importType s3_uri. */
  originalFileUri: z.string().min(1).max(1000).optional(),
});
export type CreateSourceBody = z.infer<typeof createSourceBody>;
