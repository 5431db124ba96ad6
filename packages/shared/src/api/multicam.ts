import { z } from 'zod';

const mediaType = z.enum(['video', 'audio']);

/** Spec import §5: Camera 1 and Camera 2 are required, Camera 3 optional. */
export const MULTICAM_MIN_CAMERAS = 2;
export const MULTICAM_MAX_CAMERAS = 3;

/**
 * Spec import §7: POST /multicam/start-project. `files` are every chosen source (cameras and a
 * separate main audio if any); `main_audio_id` is one of them: a camera's own audio may be main.
 */
export const multicamStartBody = z.object({
  project_id: z.string().uuid(),
  email: z.string().max(320).optional(),
  main_audio_id: z.string().uuid(),
  files: z
    .array(z.object({ file_id: z.string().uuid(), media_type: mediaType }))
    .min(MULTICAM_MIN_CAMERAS)
    .max(MULTICAM_MAX_CAMERAS + 1),
});
export type MulticamStartBody = z.infer<typeof multicamStartBody>;

export const multicamStartResponse = z.object({
  started: z.boolean(),
  name: z.string().optional(),
  /** Spec import §9: seconds the import is expected to take (0 when the durations are not known yet). */
  estimateSeconds: z.number().nonnegative().optional(),
});

/** Spec import §7: POST /multicam/file-ingest, one per uploaded file. */
export const multicamFileIngestBody = z.object({
  project_id: z.string().uuid(),
  file_id: z.string().uuid(),
  file_uri: z.string().min(1).max(500),
  filename: z.string().min(1).max(500),
  media_type: mediaType,
});
export type MulticamFileIngestBody = z.infer<typeof multicamFileIngestBody>;
