import { z } from 'zod';
import { containerSchema } from '../container';
import { projectModeSchema } from '../modes';
import { layoutSchema } from '../project';

/** Export formats the editing-app, caption and document exports produce (spec chat §2, §9). */
export const timelineExportFormatSchema = z.enum([
  'premiere',
  'davinci_xml',
  'davinci_fcpxml',
  'fcpxml',
  'edl',
  'srt',
  'docx',
  'csv',
  'otio',
]);
export type TimelineExportFormat = z.infer<typeof timelineExportFormatSchema>;

const projectFields = {
  project_id: z.string().uuid(),
  project_name: z.string().max(200).optional(),
  project_mode: projectModeSchema.optional(),
  multicam: z.boolean().optional(),
  prompt: z.string().max(20_000).optional(),
};

/** POST /export/xml (spec chat §7): any editing-app, document or caption file built from the timeline. */
export const exportXmlBody = z.object({
  ...projectFields,
  user: z.string().max(320).optional(),
  format: timelineExportFormatSchema,
  media_name: z.string().max(300).optional(),
  story_indexes: z.array(z.number().int().nonnegative()).min(1),
  layout: layoutSchema.default('original'),
  container: containerSchema,
  message_id: z.string().uuid(),
  map_story_index_segments: z.record(z.string(), z.unknown()).optional(),
  subscription_tier: z.string().max(40).optional(),
});
export type ExportXmlBody = z.infer<typeof exportXmlBody>;

/** The answer to every export start: a job to follow on the event stream, and where its file will be. */
export const exportStartedResponse = z.object({ job_id: z.string(), export_s3_key: z.string() });
export type ExportStartedResponse = z.infer<typeof exportStartedResponse>;

/** POST /export/srt returns the captions as text right away. */
export const exportSrtBody = exportXmlBody.omit({ format: true });

/** POST /eddie/convert (sent alongside exports): the timeline conversion, for analytics and checks. */
export const convertBody = z.object({
  container: containerSchema,
  format: z.object({ type: z.string().max(40), layout: layoutSchema }),
  user: z.string().max(320).optional(),
  story_indexes: z.array(z.number().int().nonnegative()).min(1),
});

/** The finished job's results on the event stream (and from GET /exports/:jobId). */
export const exportResultSchema = z.object({
  s3Uri: z.string(),
  downloadUrl: z.string(),
  expires: z.number(),
  filename: z.string(),
  format: z.string(),
  layout: layoutSchema,
});
export type ExportResult = z.infer<typeof exportResultSchema>;

/** A/B-roll projects export to editing apps only (spec chat §2); A-roll also to Word. */
export const arollExportFormatSchema = z.enum(['premiere', 'davinci_xml', 'davinci_fcpxml', 'fcpxml', 'docx']);

/** POST /export/xml-arolls (spec chat §7): the A-roll log, each bite a subclip with its marker. */
export const exportArollsBody = z.object({
  project_id: z.string().uuid(),
  project_name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  format: arollExportFormatSchema,
  /** The log to export: the aroll_edit_message it is on, and optionally only some bites. */
  aroll: z.object({
    message_id: z.string().uuid(),
    bite_indexes: z.array(z.number().int().nonnegative()).min(1).optional(),
  }),
  subscription_tier: z.string().max(40).optional(),
  /** Per source, where its analysis.json lies (informational; the server reads its own). */
  metadata_s3_uris: z.record(z.string(), z.string().max(2000)).optional(),
});
export type ExportArollsBody = z.infer<typeof exportArollsBody>;

/** POST /export/xml-scripted (spec chat §7): the assembled story, from its scripted_story_message. */
export const exportScriptedBody = exportXmlBody;
export type ExportScriptedBody = ExportXmlBody;
/** The editing apps a B-roll log goes to (spec chat §2: Premiere, Final Cut and DaVinci XML only). */
export const brollExportFormatSchema = z.enum(['premiere', 'davinci_xml', 'davinci_fcpxml', 'fcpxml']);
export type BrollExportFormat = z.infer<typeof brollExportFormatSchema>;

/**
 * POST /export/xml-brolls (spec chat §7): the project's B-roll log as bins. `input` narrows it to
 * some of the project's logged files (by their metadata_s3_uri) and groups; absent, all of it.
 */
export const exportBrollsBody = z.object({
  project_id: z.string().uuid(),
  project_name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  format: brollExportFormatSchema,
  input: z
    .object({
      files: z.array(z.object({ metadata_s3_uri: z.string().max(1000) })).max(500),
      groups: z
        .array(z.object({ id: z.string().max(100) }))
        .max(500)
        .optional(),
    })
    .optional(),
  subscription_tier: z.string().max(40).optional(),
});
export type ExportBrollsBody = z.infer<typeof exportBrollsBody>;

/** The bins file and, beside it, the CSV shot log, each ready to download. */
export const exportBrollsResponse = z.object({
  export_s3_key: z.string(),
  result: exportResultSchema,
  shot_log: exportResultSchema,
});
export type ExportBrollsResponse = z.infer<typeof exportBrollsResponse>;
