import { z } from 'zod';
import { containerSchema } from '../container';
import { rateSchema } from '../message';

/** Sending a prompt to the assistant: the reply messages come back (and on the project's event stream). */
export const sendPromptBody = z.object({
  prompt: z
    .string()
    .max(20_000)
    .refine((p) => p.trim().length > 0, 'A prompt cannot be blank.'),
  /** The edit a follow-up refers to ("make the hook punchier"); defaults to the most recent one. */
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
