/**
 * Scripted Story (issue 18): each script line matched to the takes that say it, one chosen, the
 * story assembled in script order. The container's single story holds the chosen takes, one
 * chapter per line, so editing apps see the script on the timeline ruler.
 */
import { z } from 'zod';
import { exportState } from './aroll';
import { containerSchema } from './container';

export const scriptTakeSchema = z.object({
  sourceId: z.string().uuid(),
  filename: z.string(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  /** What the recogniser heard in the take. */
  text: z.string(),
  /** Share of the line's words the take says, 0..1. */
  coverage: z.number().min(0).max(1),
  /** Filler words said inside the take. */
  fillers: z.number().int().nonnegative(),
});
export type ScriptTake = z.infer<typeof scriptTakeSchema>;

export const scriptLineSchema = z.object({
  text: z.string(),
  /** Best first; empty when the line was never spoken. */
  takes: z.array(scriptTakeSchema),
  /** Index into takes; null when the line was not found. */
  chosen: z.number().int().nonnegative().nullable(),
});
export type ScriptLine = z.infer<typeof scriptLineSchema>;

export const scriptedStoryDataSchema = z.object({
  text: z.string(),
  containerId: z.string().uuid().nullable().optional(),
  container: containerSchema.optional(),
  lines: z.array(scriptLineSchema).optional(),
  ...exportState,
});
export type ScriptedStoryData = z.infer<typeof scriptedStoryDataSchema>;

/** Longest script accepted from the script box or a script file (about 2 hours of reading). */
export const maxScriptChars = 100_000;

/** POST /projects/:projectId/script: the script pasted into the chat's script box. */
export const scriptBody = z.object({ script: z.string().trim().min(1).max(maxScriptChars) });

/** POST /projects/:projectId/script/file: a .txt or .docx script, base64. */
export const scriptFileBody = z.object({
  filename: z.string().min(1).max(300),
  content_base64: z.string().min(1).max(Math.ceil((4 * 5_000_000) / 3)),
});

/** POST /projects/:projectId/script/choose: use another take of one line. */
export const chooseTakeBody = z.object({
  message_id: z.string().uuid(),
  line: z.number().int().nonnegative(),
  take: z.number().int().nonnegative(),
});

/** The answer to the script calls: the messages they added or changed, for the chat to show. */
export const scriptMessagesResponse = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      projectId: z.uuid(),
      type: z.string(),
      createdAt: z.string(),
      rate: z.enum(['like', 'dislike', 'none']),
      parentMessageId: z.uuid().nullable(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
