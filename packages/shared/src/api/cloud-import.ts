import { z } from 'zod';
import { jobStatusSchema } from '../jobs';

/**
 * Spec import §7: the cloud import job's creation, {file_url, file_key, drive_token, project_id,
 * type}. The source (and so the provider) is the one file_key names; type is 'youtube' for the
 * video-site source and empty otherwise.
 */
export const createCloudUploadBody = z.object({
  project_id: z.string().uuid(),
  file_key: z.string().min(1).max(300),
  file_url: z.string().min(1).max(4000),
  /** The user's provider access token (Drive); never stored on the source, never logged. */
  drive_token: z.string().max(4096).nullish(),
  type: z.enum(['youtube', '']).default(''),
});
export type CreateCloudUploadBody = z.infer<typeof createCloudUploadBody>;
export const createCloudUploadResponse = z.object({ job_id: z.string() });

/** The job's name as the client polls it. */
export const cloudImportJobType = 'cloud_import';

/** GET /uploads/cloud-import/:jobId: the job polled as 'cloud_import', yielding s3_uri once the file is in. */
export const cloudImportJobResponse = z.object({
  job_id: z.string(),
  type: z.literal(cloudImportJobType),
  status: jobStatusSchema,
  s3_uri: z.string().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type CloudImportJobResponse = z.infer<typeof cloudImportJobResponse>;

/**
 * The import sources this server is set up for beyond local files and video links: the cloud
 * pickers with the public keys the browser needs to open them (null: that button explains
 * instead), Frame.io, and the S3 URI import's allowed prefix (null where that import is off:
 * production, or not configured).
 */
export const importsConfigSchema = z.object({
  googleDrive: z.object({ apiKey: z.string(), clientId: z.string() }).nullable(),
  dropbox: z.object({ appKey: z.string() }).nullable(),
  frameio: z.boolean(),
  s3Prefix: z.string().nullable(),
});
export type ImportsConfig = z.infer<typeof importsConfigSchema>;
