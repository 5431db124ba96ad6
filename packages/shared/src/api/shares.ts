import { z } from 'zod';
import { projectMessageSchema } from './projects';
import { projectSchema } from '../project';
import { sourceSchema } from '../source';
import { wordSchema } from '../transcript';

/** Share ids are 32 base64url characters (24 random bytes, 192 bits): unguessable, safe in a URL. */
export const shareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: 'Not a share id.' });

/** Spec chat §7: POST /share?project_id={id}. */
export const createShareQuerySchema = z.object({ project_id: z.uuid({ error: 'Not a project id.' }) });
/** Spec chat §7: PUT /share?share_id={id} (and DELETE, which turns the link off). */
export const shareIdQuerySchema = z.object({ share_id: shareIdSchema });
export const shareIdParamsSchema = z.object({ shareId: shareIdSchema });

/** Who shared the chat, as a visitor sees it: a display name and nothing else (never the email). */
export const shareUserSchema = z.object({ name: z.string().nullable() });

/**
 * The share payload (spec chat §3): a snapshot of the project, its messages (each with isShare) and
 * its sources, taken when the owner shared or last updated the link.
 */
export const sharePayloadSchema = z.object({
  share_id: shareIdSchema,
  project: projectSchema,
  messages: z.array(projectMessageSchema),
  sources: z.array(sourceSchema),
  title: z.string(),
  user: shareUserSchema,
  /** ISO time of the snapshot. */
  lastModified: z.string(),
});
export type SharePayload = z.infer<typeof sharePayloadSchema>;

/** What the owner gets back from creating or updating a share: the payload and the link to copy. */
export const shareResponseSchema = sharePayloadSchema.extend({ url: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** The owner's view of a project's share link: null when it was never shared or is turned off. */
export const projectShareResponseSchema = z.object({
  share: z.object({ share_id: shareIdSchema, url: z.string(), lastModified: z.string() }).nullable(),
});
export type ProjectShareResponse = z.infer<typeof projectShareResponseSchema>;

export const signedMediaSchema = z.object({ url: z.string(), expires: z.number() });

/**
 * GET /share/container-data?share_id=: everything the shared chat view shows. Media URLs are
 * signed for this share only (playable proxy, else the original, and the poster), transcripts by source id.
 */
export const shareContainerDataSchema = sharePayloadSchema.extend({
  media: z.record(
    z.string(),
    z.object({ playable: signedMediaSchema.nullable(), thumbnail: signedMediaSchema.nullable() }),
  ),
  /**
   * The stored objects (s3://…) the chat's messages play directly (a demo_start's videos and posters),
   * by object URI, signed for this share; only objects of the shared sources are ever here.
   */
  objects: z.record(z.string(), signedMediaSchema),
  transcripts: z.record(z.string(), z.object({ language: z.string(), words: z.array(wordSchema) })),
});
export type ShareContainerData = z.infer<typeof shareContainerDataSchema>;

/** Spec chat §7: POST /share/clone. clone_to_user is the signed-in user's email: a clone only goes to them. */
export const cloneShareBodySchema = z.object({
  share_id: shareIdSchema,
  share_url: z.string().max(2000).optional(),
  clone_to_user: z.string().max(320).optional(),
});
export type CloneShareBody = z.infer<typeof cloneShareBodySchema>;

/** The new project, its messages keyed by id and its sources keyed by id. */
export const cloneShareResponseSchema = z.object({
  project: projectSchema,
  messages: z.record(z.string(), projectMessageSchema),
  sources: z.record(z.string(), sourceSchema),
});
export type CloneShareResponse = z.infer<typeof cloneShareResponseSchema>;

/** POST /share/:shareId/refresh-cache (the staff command /update_cache {shareId}). */
export const refreshShareCacheResponseSchema = z.object({ share: z.boolean(), sitemap: z.boolean() });

/** Caption and document exports a shared chat's visitor may take (nothing is stored, the owner's chat is untouched). */
export const shareExportFormatSchema = z.enum(['srt', 'docx', 'csv']);
export type ShareExportFormat = z.infer<typeof shareExportFormatSchema>;

/** POST /share/export: one edit of the shared chat as SRT captions, a Word transcript or a CSV log. */
export const shareExportBodySchema = z.object({
  share_id: shareIdSchema,
  message_id: z.uuid(),
  format: shareExportFormatSchema,
  /** The stories to export; the one the edit shows when absent. */
  story_indexes: z.array(z.number().int().nonnegative()).min(1).max(50).optional(),
});
export type ShareExportBody = z.infer<typeof shareExportBodySchema>;
