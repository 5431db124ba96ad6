import { z } from 'zod';

/** Every product event Otto records in its own database; a self-hosted product sends none elsewhere. */
export const analyticsEventNames = [
  'download_modal_shown',
  'upgrade_modal_shown',
  'user_created_project',
  'b_roll_add_to_wait_list',
  'edit_liked',
  'edit_disliked',
  'import_started',
  'upload_started',
  'upload_succeeded',
  'upload_aborted',
  'upload_failed',
  'export_started',
  'export_succeeded',
  'export_failed',
  'error_shown',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** Enough for sizes, counts, codes and formats; short strings keep file names and prompts out. */
export const analyticsPropsMaxKeys = 20;
export const analyticsPropMaxChars = 200;

const analyticsPropValue = z.union([z.string().max(analyticsPropMaxChars), z.number(), z.boolean(), z.null()]);

export const analyticsPropsSchema = z
  .record(z.string(), analyticsPropValue)
  .refine((props) => Object.keys(props).length <= analyticsPropsMaxKeys, {
    message: `At most ${analyticsPropsMaxKeys} props`,
  });
export type AnalyticsProps = z.infer<typeof analyticsPropsSchema>;

/** POST /api/analytics/events: answered 204 whether or not the project id was kept. */
export const trackEventBody = z.object({
  name: z.enum(analyticsEventNames),
  project_id: z.uuid().optional(),
  props: analyticsPropsSchema.optional(),
});
export type TrackEventBody = z.infer<typeof trackEventBody>;
