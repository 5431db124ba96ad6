/**
 * A-roll logs (issue 18): interviews and talking heads cut into sound bites. The log travels on
 * the aroll_edit_message with a container whose story n is bite n, so editing apps get one
 * subclip and one marker per bite.
 */
import { z } from 'zod';
import { containerSchema } from './container';
import { exportFormatFlagSchema, layoutSchema } from './project';

export const soundBiteSchema = z.object({
  sourceId: z.string().uuid(),
  filename: z.string(),
  /** Source seconds, cut in the gaps around the bite's first and last words. */
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  text: z.string(),
  topic: z.string(),
  /** Who speaks it, where diarization or the project's names know. */
  speaker: z.string().optional(),
  /** Filler words and phrases said inside the bite ("um", "you know"). */
  fillers: z.array(z.string()),
  /** A later take repeats this line: editors usually want the later one. */
  retake: z.boolean(),
  /** How well it stands alone as a quote, 0..1. */
  score: z.number().min(0).max(1),
});
export type SoundBite = z.infer<typeof soundBiteSchema>;

export const arollLogSchema = z.object({ bites: z.array(soundBiteSchema) });
export type ArollLog = z.infer<typeof arollLogSchema>;

/** What the export bookkeeping writes on the message it started from (as on edit results). */
export const exportState = {
  exportErrorMessage: z.string().optional(),
  exportJobs: z
    .record(z.string(), z.object({ format: exportFormatFlagSchema, layout: layoutSchema, s3Key: z.string() }))
    .optional(),
};

export const arollEditDataSchema = z.object({
  text: z.string(),
  containerId: z.string().uuid().nullable().optional(),
  container: containerSchema.optional(),
  aroll: arollLogSchema.optional(),
  ...exportState,
});
export type ArollEditData = z.infer<typeof arollEditDataSchema>;
