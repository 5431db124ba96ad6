/**
 * The story card (spec: ai task create_story_card): a rough cut's chaptered outline that the
 * editor approves, after reordering, dropping or renaming chapters, before the cut is made.
 */
import { z } from 'zod';
import { segmentSchema } from './container';

export const storyCardChapterSchema = z.object({
  title: z.string().max(200),
  /** Seconds the chapter plays in the cut. */
  duration: z.number().nonnegative(),
  segments: z.array(segmentSchema).min(1),
});

export const storyCardSchema = z.object({
  chapters: z.array(storyCardChapterSchema).min(1),
  /** Set once approved: the edit_result message the rough cut became. */
  approvedMessageId: z.string().uuid().optional(),
});
export type StoryCard = z.infer<typeof storyCardSchema>;

/** One chapter the editor keeps: its place in the card, and its (possibly new) title. */
export const storyCardPickSchema = z.object({
  chapter: z.number().int().nonnegative(),
  title: z.string().trim().min(1, 'A chapter needs a title.').max(200),
});
export type StoryCardPick = z.infer<typeof storyCardPickSchema>;

/** POST /projects/:id/messages/:messageId/approve-outline: the chapters to cut, in order. */
export const approveOutlineBody = z.object({
  chapters: z
    .array(storyCardPickSchema)
    .min(1, 'Keep at least one chapter.')
    .max(200)
    .refine((picks) => new Set(picks.map((p) => p.chapter)).size === picks.length, 'A chapter can be kept only once.'),
});
export type ApproveOutlineBody = z.infer<typeof approveOutlineBody>;
