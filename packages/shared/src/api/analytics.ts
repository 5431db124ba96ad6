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

/**
 * Enough for sizes, counts, codes and formats; short strings keep file names and prompts out,
 * and anonymous callers cannot grow the database with large rows.
 */
export const analyticsPropsMaxKeys = 20;
export const analyticsPropKeyMaxChars = 40;
export const analyticsPropMaxChars = 200;
export const analyticsPropsMaxBytes = 2048;

const analyticsPropValue = z.union([z.string().max(analyticsPropMaxChars), z.number(), z.boolean(), z.null()]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Bounds checked before any key is validated, so a key bomb costs one count, not a parse per key. */
export const analyticsPropsSchema = z
  .unknown()
  .superRefine((props, ctx) => {
    if (!isPlainObject(props)) return;
    if (Object.keys(props).length > analyticsPropsMaxKeys) {
      ctx.addIssue({ code: 'custom', message: `At most ${analyticsPropsMaxKeys} props`, abort: true });
    } else if (new TextEncoder().encode(JSON.stringify(props)).length > analyticsPropsMaxBytes) {
      ctx.addIssue({ code: 'custom', message: `Props must be at most ${analyticsPropsMaxBytes} bytes`, abort: true });
    }
  })
  .pipe(z.record(z.string().min(1).max(analyticsPropKeyMaxChars), analyticsPropValue));
export type AnalyticsProps = z.infer<typeof analyticsPropsSchema>;

/** POST /api/analytics/events: answered 204 whether or not the project id was kept. */
export const trackEventBody = z.object({
  name: z.enum(analyticsEventNames),
  project_id: z.uuid().optional(),
  props: analyticsPropsSchema.optional(),
});
export type TrackEventBody = z.infer<typeof trackEventBody>;
