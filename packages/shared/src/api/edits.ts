/** Edit by transcript over the API: what the edit view reads, and a new version of an edit. */
import { z } from 'zod';
import { containerSchema, segmentSchema } from '../container';
import { wordSchema } from '../transcript';
import { projectMessageSchema } from './projects';

const wordSpanSchema = z.object({
  firstWord: z.number().int().nonnegative(),
  lastWord: z.number().int().nonnegative(),
});

/** One source as the edit view cuts it (see transcript-edit.ts EditSource). */
export const editSourceSchema = z.object({
  sourceId: z.uuid(),
  words: z.array(wordSchema),
  durationSec: z.number().nonnegative(),
  rate: z.object({ num: z.number().int().positive(), den: z.number().int().positive() }),
  sentences: z.array(wordSpanSchema),
  fillers: z.array(wordSpanSchema),
});

export const editVersionInfoSchema = z.object({
  version: z.number().int().nonnegative(),
  source: z.enum(['ai', 'user']),
  createdAt: z.string(),
});

/** GET /projects/:id/messages/:messageId/edit. */
export const editContextSchema = z.object({
  /** The version the message shows now (0: the AI's result, never edited). */
  version: z.number().int().nonnegative(),
  versions: z.array(editVersionInfoSchema),
  /** The AI's own result (version 0): what "Revert to AI version" brings back. */
  ai: containerSchema,
  sources: z.array(editSourceSchema),
});
export type EditContext = z.infer<typeof editContextSchema>;

/**
 * PATCH /projects/:id/messages/:messageId/edit: a new version from the version the client had
 * (`baseVersion`; a stale one answers 409): the story's new segments in playing order, or the
 * AI's own result back ("Revert to AI version").
 */
export const saveEditBody = z.union([
  z.object({
    baseVersion: z.number().int().nonnegative(),
    storyIndex: z.number().int().nonnegative(),
    segments: z.array(segmentSchema).min(1, 'An edit needs at least one segment.').max(5_000),
  }),
  z.object({ baseVersion: z.number().int().nonnegative(), revert: z.literal('ai') }),
]);
export type SaveEditBody = z.infer<typeof saveEditBody>;

export const saveEditResponseSchema = z.object({
  version: z.number().int().nonnegative(),
  message: projectMessageSchema,
});
export type SaveEditResponse = z.infer<typeof saveEditResponseSchema>;

/** The error code of a save made from a version another tab has already replaced. */
export const editVersionConflictCode = 'edit_version_conflict';
