/**
 * The intro videos (spec chat §2, §7): a welcome video and one per mode-picker card, recorded from the
 * product by `npm run build:intros` and served as static files under /intros/.
 */
import { z } from 'zod';
import type { ProjectMode } from './modes';
import type { PickerCard } from './picker-cards';

export const introNames = [
  'welcome',
  'multi-language',
  'social-media',
  'podcast',
  'rough-cut',
  'a-b-roll',
  'scripted-story',
] as const;
export type IntroName = (typeof introNames)[number];

/** The picker card each mode-intro video shows. */
export const introForCard: Record<PickerCard['id'], IntroName> = {
  multi_language: 'multi-language',
  social_media: 'social-media',
  podcast: 'podcast',
  rough_cut: 'rough-cut',
  a_b_roll: 'a-b-roll',
  scripted_story: 'scripted-story',
};

/** Modes without a card of their own share the video of the card they belong to. */
export const introForMode: Record<ProjectMode, IntroName> = {
  standard: 'multi-language',
  multi_language: 'multi-language',
  social_media: 'social-media',
  podcast: 'podcast',
  rough_cut: 'rough-cut',
  a_roll: 'a-b-roll',
  b_roll: 'a-b-roll',
  scripted_story: 'scripted-story',
};

/** The ceiling for an intro video. */
export const MAX_INTRO_VIDEO_BYTES = 2 * 1024 * 1024;

export const introEntrySchema = z.object({
  name: z.enum(introNames),
  title: z.string().min(1),
  durationSec: z.number().positive(),
  /** The video file alone, which must stay under MAX_INTRO_VIDEO_BYTES. */
  videoBytes: z
    .number()
    .int()
    .positive()
    .max(MAX_INTRO_VIDEO_BYTES - 1),
  /** Video, captions and poster together. */
  bytes: z.number().int().positive(),
  /** A hash of the files: the URLs carry it, so a regenerated video is never served from a stale cache. */
  version: z.string().regex(/^[0-9a-f]{8,64}$/),
  captions: z.array(z.string().min(1)).min(3).max(6),
});
export type IntroEntry = z.infer<typeof introEntrySchema>;
export const introManifestSchema = z.object({ intros: z.array(introEntrySchema) });
export type IntroManifest = z.infer<typeof introManifestSchema>;

export interface IntroFiles {
  video: string;
  captions: string;
  poster: string;
}

export function introFiles(entry: Pick<IntroEntry, 'name' | 'version'>): IntroFiles {
  const url = (ext: string) => `/intros/${entry.name}.${ext}?v=${entry.version}`;
  return { video: url('webm'), captions: url('vtt'), poster: url('jpg') };
}
