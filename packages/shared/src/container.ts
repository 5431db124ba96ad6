/**
 * The edit document (the spec's "container"): the stories one assistant reply proposes. Times are
 * source seconds; playback URLs are resolved through signed URLs and never stored here.
 */
import { z } from 'zod';

/** Bump when the shape changes and add an upgrade step in upgradeContainer. */
export const containerSchemaVersion = 1;

export const segmentSchema = z
  .object({
    sourceId: z.string().uuid(),
    start: z.number().nonnegative(),
    end: z.number().nonnegative(),
    text: z.string(),
  })
  .refine((s) => s.end > s.start, { message: 'a segment must end after it starts', path: ['end'] });
export type Segment = z.infer<typeof segmentSchema>;

/** A stretch of a multicam edit shown by one camera (1-based, as the slots are labelled). */
export const camBlockSchema = z
  .object({
    camera: z.number().int().min(1),
    start: z.number().nonnegative(),
    end: z.number().nonnegative(),
  })
  .refine((b) => b.end > b.start, { message: 'a camera block must end after it starts', path: ['end'] });
export type CamBlock = z.infer<typeof camBlockSchema>;

export const textBlockSchema = z.object({
  text: z.string(),
  camBlocks: z.array(camBlockSchema),
});
export type TextBlock = z.infer<typeof textBlockSchema>;

/** A beat of a long edit's outline (rough cuts): it begins at segment `firstSegment` of the story. */
export const chapterSchema = z.object({
  title: z.string(),
  firstSegment: z.number().int().nonnegative(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const storySchema = z.object({
  index: z.number().int().nonnegative(),
  title: z.string(),
  description: z.string().optional(),
  segments: z.array(segmentSchema),
  textBlocks: z.array(textBlockSchema).optional(),
  /** In segment order, the first at segment 0; absent on edits without an outline. */
  chapters: z.array(chapterSchema).optional(),
});
export type Story = z.infer<typeof storySchema>;

export const containerSchema = z.object({
  schemaVersion: z.number().int().positive(),
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  stories: z.array(storySchema),
});
export type Container = z.infer<typeof containerSchema>;

/** Brings a stored container of any known version to the current one; rejects future versions. */
export function upgradeContainer(raw: unknown): Container {
  const parsed = containerSchema.parse(raw);
  if (parsed.schemaVersion > containerSchemaVersion) {
    throw new Error(
      `container schema version ${parsed.schemaVersion} is newer than this build (${containerSchemaVersion})`,
    );
  }
  return { ...parsed, schemaVersion: containerSchemaVersion };
}

/** Total running time of a story in seconds: what the edit-options bar shows. */
export const storyDuration = (story: Pick<Story, 'segments'>): number =>
  story.segments.reduce((sum, s) => sum + (s.end - s.start), 0);
