import { z } from 'zod';

/** The video-link download job: which started source of which project to fetch with yt-dlp. */
export const videoLinkImportPayload = z.object({ projectId: z.string().uuid(), sourceId: z.string().uuid() });
export type VideoLinkImportPayload = z.infer<typeof videoLinkImportPayload>;
