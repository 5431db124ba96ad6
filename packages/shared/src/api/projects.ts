import { z } from 'zod';
import { transcriptionLanguageSchema } from '../languages';
import { rateSchema } from '../message';
import { projectModeSchema } from '../modes';
import { audioOverlapSchema, projectCategorySchema, projectSchema } from '../project';
import { subscriptionTierSchema } from '../user';
import { vocabularySchema } from '../vocabulary';

export const projectIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a project id.' }) });

export const projectNameSchema = z.string().trim().max(200, { error: 'Project names are at most 200 characters.' });

export const createProjectBodySchema = z.object({
  mode: projectModeSchema,
  /** Empty means untitled: the UI shows 'Untitled' and the first import names the project. */
  name: projectNameSchema.optional(),
  category: projectCategorySchema.optional(),
  transcriptionLanguage: transcriptionLanguageSchema.optional(),
  /**
   * The tier the picker was shown with (spec import §6: the picker receives the subscription tier
   * when it creates a project). The account's tier decides; a different one means the page is stale.
   */
  subscriptionTier: subscriptionTierSchema.optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

/**
 * The fields a user edits directly. mode, category and audioOverlap are the import card's segmented controls,
 * which lock once importing has started or edits exist (the server answers 409 then).
 */
export const updateProjectBodySchema = z
  .object({
    name: projectNameSchema,
    transcriptionLanguage: transcriptionLanguageSchema,
    mode: projectModeSchema,
    category: projectCategorySchema,
    mainAudioId: z.uuid().nullable(),
    audioOverlap: audioOverlapSchema,
    vocabulary: vocabularySchema,
  })
  .partial()
  .strict();
export type UpdateProjectBody = z.infer<typeof updateProjectBodySchema>;

/** The plan changed (in another tab, or by a payment) while the picker was open. */
export const tierChangedCode = 'subscription_tier_changed';

export const projectResponseSchema = z.object({ project: projectSchema });
export const projectListResponseSchema = z.object({ projects: z.array(projectSchema) });

/**
 * A chat message as listed with its project; `data` is the type-specific payload, left loose here
 * so one unknown or older message cannot break the whole chat: parse each with `messageSchema`.
 */
export const projectMessageSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  type: z.string(),
  createdAt: z.string(),
  rate: rateSchema,
  parentMessageId: z.uuid().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;
export const projectMessagesResponseSchema = z.object({ messages: z.array(projectMessageSchema) });

/** A coming-soon feature a user asked to be told about ('Get notified' on picker cards). */
export const waitlistFeatureSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { error: 'Unknown feature.' });
export const joinWaitlistBodySchema = z.object({ feature: waitlistFeatureSchema });
export const joinWaitlistResponseSchema = z.object({ added: z.literal(true) });
export const waitlistResponseSchema = z.object({ features: z.array(z.string()) });
