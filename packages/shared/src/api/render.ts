import { z } from 'zod';
import { containerSchema, segmentSchema } from '../container';
import { layoutSchema } from '../project';
import { projectModeSchema } from '../modes';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const corner = z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

/** POST /export/video (spec chat §7): every field of the spec's table. */
export const exportVideoBody = z.object({
  project_id: z.string().uuid(),
  project_name: z.string().max(200).optional(),
  project_mode: projectModeSchema.optional(),
  email: z.string().max(320).optional(),
  layout: layoutSchema,
  export_filename: z.string().max(200).optional(),
  segments: z.array(segmentSchema).min(1).max(5000),
  message_id: z.string().uuid(),
  container_uri: z.string().max(500).optional(),
  container: containerSchema.optional(),
  story_index: z.number().int().nonnegative().default(0),
  multicam: z.boolean().optional(),
  prompt: z.string().max(20_000).optional(),
  /** Object URI of the user's logo (branding bucket, their own prefix only); null = no logo (paid users). */
  logo: z.string().max(500).nullable().optional(),
  corner: corner.optional(),
  intro: z.string().max(500).nullable().optional(),
  outro: z.string().max(500).nullable().optional(),
  animated_waveform: z.boolean().optional(),
  overlay_video: z.string().max(500).nullable().optional(),
  overlay_starttime: z.number().min(0).max(99).optional(),
  /** Caption colours; absent or null (a reset override) means the user's saved colour or the default. */
  outline_color: z
    .union([hexColour, z.literal('transparent')])
    .nullable()
    .optional(),
  active_color: hexColour.nullable().optional(),
  inactive_color: hexColour.nullable().optional(),
});
export type ExportVideoBody = z.infer<typeof exportVideoBody>;

/** POST /export/prores-captions: as video, without logo and overlays. */
export const exportProresCaptionsBody = exportVideoBody.omit({
  logo: true,
  corner: true,
  overlay_video: true,
  overlay_starttime: true,
  intro: true,
  outro: true,
});
export type ExportProresCaptionsBody = z.infer<typeof exportProresCaptionsBody>;

/** Content types a branding upload may declare: images for the logo, intros and outros; QuickTime for overlays. */
export const brandingImageContentTypes = ['image/png', 'image/jpeg'] as const;
export const overlayVideoContentType = 'video/quicktime';

/** POST /branding/upload-url: a signed PUT for one branding image or overlay video, stored at {userId}/{category}.png|.mov. */
export const brandingUploadBody = z.object({
  category: z.enum([
    'horizontal_intro',
    'horizontal_outro',
    'vertical_intro',
    'vertical_outro',
    'logo',
    'overlay_video',
    'overlay_video_vertical',
  ]),
  content_type: z.string().max(100),
});
export type BrandingUploadBody = z.infer<typeof brandingUploadBody>;

/** The browser PUTs the file to `url` with `Content-Type: contentType`, then stores `s3Uri` in its settings. */
export const brandingUploadResponse = z.object({
  url: z.string(),
  expires: z.number(),
  s3Uri: z.string(),
  contentType: z.string(),
});
export type BrandingUploadResponse = z.infer<typeof brandingUploadResponse>;
