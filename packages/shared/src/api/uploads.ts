import { z } from 'zod';

/** Spec import §7: POST /uploads/initiate-multipart-upload. */
export const initiateMultipartUploadBody = z.object({
  bucket: z.literal('ingest'),
  file_key: z.string().min(1).max(300),
  num_parts: z.number().int().min(1).max(10_000),
  content_type: z.string().min(1).max(200),
});
export type InitiateMultipartUploadBody = z.infer<typeof initiateMultipartUploadBody>;

export const partToUploadSchema = z.object({ part_number: z.number().int().min(1), signed_url: z.string() });
export type PartToUpload = z.infer<typeof partToUploadSchema>;

export const initiateMultipartUploadResponse = z.object({
  upload_id: z.string(),
  parts: z.array(partToUploadSchema),
});
export type InitiateMultipartUploadResponse = z.infer<typeof initiateMultipartUploadResponse>;

export const completedPartSchema = z.object({
  PartNumber: z.number().int().min(1).max(10_000),
  ETag: z.string().min(1),
});

/** Spec import §7: POST /uploads/finish-multipart-upload. */
export const finishMultipartUploadBody = z.object({
  upload_id: z.string().min(1),
  bucket: z.literal('ingest'),
  file_key: z.string().min(1).max(300),
  parts: z.array(completedPartSchema).min(1).max(10_000),
});
export type FinishMultipartUploadBody = z.infer<typeof finishMultipartUploadBody>;
export const finishMultipartUploadResponse = z.object({ s3_uri: z.string() });

/** Resuming after a reload: which parts the store already holds, and fresh URLs for the rest. */
export const resumeMultipartUploadBody = z.object({
  upload_id: z.string().min(1),
  bucket: z.literal('ingest'),
  file_key: z.string().min(1).max(300),
  /**
   * Only look (a re-picked file is compared with part 1 first): the upload is not taken up, so a
   * wrong pick leaves a stale upload stale.
   */
  check_only: z.boolean().optional(),
});
export type ResumeMultipartUploadBody = z.infer<typeof resumeMultipartUploadBody>;
export const resumeMultipartUploadResponse = z.object({
  done: z.array(completedPartSchema),
  parts: z.array(partToUploadSchema),
});
export type ResumeMultipartUploadResponse = z.infer<typeof resumeMultipartUploadResponse>;

/** POST /get-signed-url (spec: url and expires; cached by the client until 1 h before expiry). */
export const getSignedUrlBody = z.object({ object_uri: z.string().min(1).max(500) });
export const getSignedUrlResponse = z.object({ url: z.string(), expires: z.number() });
export type GetSignedUrlResponse = z.infer<typeof getSignedUrlResponse>;
