import { z } from 'zod';

/**
 * The s3_file_copy job (spec import §7: {source_uri, dest_uri}), with the source it brings in.
 * The source URI rides in the job: the ingest later points the row's originalFileUri at the copy.
 */
export const s3FileCopyPayload = z.object({
  projectId: z.string().uuid(),
  sourceId: z.string().uuid(),
  source_uri: z.string().min(1).max(1000),
  dest_uri: z.string().min(1).max(1000),
});
export type S3FileCopyPayload = z.infer<typeof s3FileCopyPayload>;
