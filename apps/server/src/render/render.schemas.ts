import { z } from 'zod';
import { logoCornerSchema } from '@otto/shared/branding';
import { projectModeSchema } from '@otto/shared/modes';
import { layoutSchema } from '@otto/shared/project';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Which logo the render draws, decided at request time from the user's tier (free: ours, top-left). */
export const renderLogoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('watermark'), corner: logoCornerSchema }),
  z.object({ kind: z.literal('custom'), uri: z.string(), corner: logoCornerSchema }),
  z.object({ kind: z.literal('none') }),
]);
export type RenderLogo = z.infer<typeof renderLogoSchema>;

/** The 'export.video' job: everything the worker needs, checked and resolved by the route. */
export const renderJobPayload = z.object({
  userId: z.string().uuid(),
  projectId: z.string().uuid(),
  messageId: z.string().uuid(),
  /** Names the result's folder: exports/{projectId}/{exportId}/{filename}. */
  exportId: z.string().uuid(),
  format: z.enum(['mp4', 'prores_caption']),
  layout: layoutSchema,
  filename: z.string().min(1).max(200),
  projectMode: projectModeSchema.optional(),
  segments: z
    .array(z.object({ sourceId: z.string().uuid(), start: z.number(), end: z.number(), text: z.string() }))
    .min(1),
  /** Multicam: each segment's camera blocks (main-audio seconds) and where each camera sits on the main audio. */
  multicam: z
    .object({
      camBlocks: z.array(z.array(z.object({ camera: z.number().int().min(1), start: z.number(), end: z.number() }))),
      cameras: z.array(
        z.object({ camera: z.number().int().min(1), sourceId: z.string().uuid(), offsetSec: z.number() }),
      ),
    })
    .optional(),
  colours: z.object({
    outlineColor: z.union([hexColour, z.literal('transparent')]),
    activeColor: hexColour,
    inactiveColor: hexColour,
  }),
  logo: renderLogoSchema,
  intro: z.string().nullable(),
  outro: z.string().nullable(),
  overlay: z.object({ uri: z.string(), start: z.number().min(0).max(99) }).nullable(),
  waveform: z.boolean(),
  isFree: z.boolean(),
});
export type RenderJobPayload = z.infer<typeof renderJobPayload>;
