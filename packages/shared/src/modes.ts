import { z } from 'zod';

export const projectModes = [
  'standard',
  'multi_language',
  'social_media',
  'podcast',
  'rough_cut',
  'b_roll',
  'a_roll',
  'scripted_story',
] as const;
export const projectModeSchema = z.enum(projectModes);
export type ProjectMode = z.infer<typeof projectModeSchema>;
