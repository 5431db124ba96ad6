import { z } from 'zod';
import { containerSchema } from '../container';
import { rateSchema } from '../message';
import { projectSchema } from '../project';
import { projectMessageSchema } from './projects';

/** Sending a prompt to the assistant: the reply messages come back (and on the project's event stream). */
export const sendPromptBody = z.object({
  prompt: z
    .string()
    .max(20_000)
    .refine((p) => p.trim().length > 0, 'A prompt cannot be blank.'),
  /**
   * The edit the user replied to ('Reply' on an edit): the follow-up changes it, and the prompt is
   * stored as a reply_message pointing at it. Without it a follow-up changes the newest edit.
   */
  parentMessageId: z.string().uuid().optional(),
});
export type SendPromptBody = z.infer<typeof sendPromptBody>;

/** POST /projects/initial-prompt (spec): saves the first prompt while the import still processes. */
export const initialPromptBody = z.object({ project_id: z.string().uuid(), prompt: z.string().min(1).max(20_000) });

/** POST /eddie/score (spec chat §7). */
export const scoreBody = z.object({
  container: containerSchema,
  score: rateSchema,
  user: z.string().max(320),
  story_index: z.number().int().nonnegative(),
  message_id: z.string().uuid(),
  feedback: z.string().max(280).optional(),
  ai_version: z.string().max(40).optional(),
});
export type ScoreBody = z.infer<typeof scoreBody>;

/** Where a prompt's reply lands: the new messages (user message first) and the updated project. */
export const promptResponseSchema = z.object({
  messages: z.array(projectMessageSchema),
  project: projectSchema,
});
export type PromptResponse = z.infer<typeof promptResponseSchema>;

/** PATCH /projects/:id/messages/:messageId: which story of an edit the message shows. */
export const pickStoryBody = z.object({ storyIndex: z.number().int().nonnegative() });
export const messageParamsSchema = z.object({ id: z.uuid(), messageId: z.uuid() });
export const scoreResponseSchema = z.object({ ok: z.literal(true) });

/** The error code a failed prompt answers with (the client shows botText.promptFailed). */
export const promptFailedCode = 'prompt_failed';
/** The error code of a prompt sent while the import still runs (the client uses initial-prompt then). */
export const projectProcessingCode = 'project_processing';
