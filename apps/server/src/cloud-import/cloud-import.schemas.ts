import { z } from 'zod';

/** Where a cloud import's bytes come from; each has its client in ./providers. */
export const cloudProviderSchema = z.enum(['gg_drive', 'dropbox', 'frameio', 'link']);
export type CloudProvider = z.infer<typeof cloudProviderSchema>;

/**
 * The cloud_import job's payload. The provider token rides in the job (a retry needs it), sealed
 * (infrastructure/token-seal.ts): the queue table keeps job data until jobs are cleaned, and only
 * the job opens it. Never on the source row, never in a log line.
 */
export const cloudImportPayload = z.object({
  projectId: z.string().uuid(),
  sourceId: z.string().uuid(),
  provider: cloudProviderSchema,
  /** Drive: the file's id or its files.get URL. Others: the https link the bytes are at. */
  fileUrl: z.string().min(1).max(4000),
  sealedToken: z.string().max(8192).nullish(),
  /** Extra request headers a provider's download needs (a review platform's signed download may need none). */
  headers: z.record(z.string(), z.string().max(4096)).optional(),
});
export type CloudImportPayload = z.infer<typeof cloudImportPayload>;
