/**
 * B-roll logs: every file cut into shots, each shot described, and the files grouped by look
 * (spec chat §3: the project's brollGroups with its files and groups).
 */
import { z } from 'zod';

export const cameraMotions = [
  'static',
  'pan_left',
  'pan_right',
  'tilt_up',
  'tilt_down',
  'zoom_in',
  'zoom_out',
  'handheld',
] as const;
export const cameraMotionSchema = z.enum(cameraMotions);
export type CameraMotion = z.infer<typeof cameraMotionSchema>;

export const shotSchema = z.object({
  index: z.number().int().nonnegative(),
  /** Source seconds, half-open. */
  start: z.number().nonnegative(),
  end: z.number().positive(),
  description: z.string(),
  tags: z.array(z.string()),
  motion: cameraMotionSchema,
  people: z.boolean(),
  light: z.enum(['day', 'night']),
  /** Mean luma 0–255. */
  brightness: z.number(),
  /** Named colours, most present first. */
  palette: z.array(z.string()),
  /** The sharpest, most typical frame: the shot's thumbnail and what a vision model is shown. */
  bestFrameSec: z.number().nonnegative(),
  /** Where the description came from: the offline measures, or a vision model's caption. */
  describedBy: z.enum(['offline', 'vision']),
});
export type Shot = z.infer<typeof shotSchema>;

/** The stored log of one file (its metadata_s3_uri points here). */
export const brollFileLogSchema = z.object({
  sourceId: z.string().uuid(),
  filename: z.string(),
  durationSec: z.number().nonnegative(),
  fps: z.number().positive(),
  shots: z.array(shotSchema),
  /** The file's look as numbers (colour histogram and layout), for grouping. */
  signature: z.array(z.number()),
});
export type BrollFileLog = z.infer<typeof brollFileLogSchema>;

export const brollGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  sourceIds: z.array(z.string().uuid()),
});
export type BrollGroup = z.infer<typeof brollGroupSchema>;

export const brollGroupsSchema = z.object({
  files: z.array(
    z.object({
      sourceId: z.string().uuid(),
      filename: z.string(),
      metadata_s3_uri: z.string(),
      shotCount: z.number().int().nonnegative(),
    }),
  ),
  groups: z.array(brollGroupSchema),
});
export type BrollGroups = z.infer<typeof brollGroupsSchema>;

/** A file's one-line summary in the chat's B-roll summary list. */
export function brollFileSummary(log: Pick<BrollFileLog, 'shots' | 'durationSec'>): string {
  const n = log.shots.length;
  const lead = log.shots[0]?.description.replace(/\.$/, '') ?? 'No usable picture';
  const more = n > 1 ? `; ${n - 1} more shot${n > 2 ? 's' : ''}` : '';
  return `${n} shot${n === 1 ? '' : 's'}, ${log.durationSec.toFixed(1)} s. ${lead}${more}.`;
}
