import { z } from 'zod';
import { importLimits } from '../constants';
import { jobStatusSchema } from '../jobs';

const url = z.string().trim().min(1).max(2000);

/** Spec import §7: POST /youtube/get-metadata. */
export const videoMetadataBody = z.object({ url });
export type VideoMetadataBody = z.infer<typeof videoMetadataBody>;

/** Spec import §3: name, size (bytes, when the site says), duration (seconds), thumbnail. */
export const videoMetadataResponse = z.object({
  name: z.string(),
  size: z.number().nonnegative().nullable(),
  duration: z.number().nonnegative().nullable(),
  thumbnail: z.string().nullable(),
});
export type VideoMetadataResponse = z.infer<typeof videoMetadataResponse>;

/** Adds a video link to a project as a source (state none); the download starts with the import. */
export const addVideoLinkBody = z.object({
  project_id: z.string().uuid(),
  url,
  category: z.enum(['singlecam', 'multicam']).default('singlecam'),
});
export type AddVideoLinkBody = z.infer<typeof addVideoLinkBody>;

/** Starts the download of a started video-link (or S3 URI) source: the job the browser then follows. */
export const startRemoteImportBody = z.object({ project_id: z.string().uuid(), file_id: z.string().uuid() });
export type StartRemoteImportBody = z.infer<typeof startRemoteImportBody>;
export const remoteImportJobResponse = z.object({ job_id: z.string() });

/** Non-production S3 URI import: up to 5 rows, each added as a source (spec import §2, §5). */
export const addS3FilesBody = z.object({
  project_id: z.string().uuid(),
  files: z
    .array(z.object({ uri: z.string().trim().min(1).max(1000), filename: z.string().trim().max(500) }))
    .min(1)
    .max(importLimits.s3ImportRows),
  category: z.enum(['singlecam', 'multicam']).default('singlecam'),
});
export type AddS3FilesBody = z.infer<typeof addS3FilesBody>;

/** Spec import §7: POST /files/copy (its shape is ours): copy an S3 URI source's file into the ingest bucket. */
export const filesCopyBody = startRemoteImportBody;
export type FilesCopyBody = StartRemoteImportBody;

/** The S3 copy job's name as the client polls it (spec import §7). */
export const s3FileCopyJobType = 's3_file_copy';

/** GET /files/copy/:jobId: the job polled as 's3_file_copy', with the copy's s3_uri once it is in. */
export const s3FileCopyJobResponse = z.object({
  job_id: z.string(),
  type: z.literal(s3FileCopyJobType),
  status: jobStatusSchema,
  s3_uri: z.string().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type S3FileCopyJobResponse = z.infer<typeof s3FileCopyJobResponse>;

/**
 * Frame.io v4 sign-in. The tokens stay on the server (encrypted); the browser learns only that the
 * account is connected and when the access token was made and expires (seconds, spec import §3).
 */
export const frameioConnectionResponse = z.object({
  connected: z.boolean(),
  created_at: z.number().optional(),
  expires_in: z.number().optional(),
});
export type FrameioConnection = z.infer<typeof frameioConnectionResponse>;

/** The login code and the state the popup's authorize URL carried (PKCE: the verifier never leaves the server). */
export const frameioTokenBody = z.object({ code: z.string().min(1).max(4000), state: z.string().min(1).max(200) });
export type FrameioTokenBody = z.infer<typeof frameioTokenBody>;
export const frameioCallbackQuery = frameioTokenBody;

export const frameioAccountSchema = z.object({ id: z.string(), display_name: z.string() });
export const frameioAccountsResponse = z.object({ data: z.array(frameioAccountSchema) });
export type FrameioAccount = z.infer<typeof frameioAccountSchema>;

/** GET /api/frameio-v4/get-file: the file is read and added to the project as a source. */
export const frameioGetFileQuery = z.object({
  accountId: z.string().min(1).max(200),
  fileId: z.string().min(1).max(200),
  project_id: z.string().uuid(),
  category: z.enum(['singlecam', 'multicam']).default('singlecam'),
});
export type FrameioGetFileQuery = z.infer<typeof frameioGetFileQuery>;

/** Where the login popup goes: Adobe IMS's authorize URL (with the PKCE challenge the server keeps). */
export const frameioLoginResponse = z.object({ url: z.string() });
