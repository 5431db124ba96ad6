import { z } from 'zod';

/** GET /transcription: which engine transcribes imports on this server, and which languages it can do now. */
export const transcriptionCapabilitiesSchema = z.object({
  engine: z.enum(['whisper', 'pocketsphinx', 'openai']),
  /** 'all', or the base language codes it understands (['en'] for the offline engine). */
  languages: z.union([z.literal('all'), z.array(z.string())]),
});
export type TranscriptionCapabilities = z.infer<typeof transcriptionCapabilitiesSchema>;
