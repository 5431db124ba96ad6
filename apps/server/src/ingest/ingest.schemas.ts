import { z } from 'zod';

/** The 'source.ingest' job: which source of which project to ingest. */
export const ingestSourcePayload = z.object({ projectId: z.string().uuid(), sourceId: z.string().uuid() });
export type IngestSourcePayload = z.infer<typeof ingestSourcePayload>;
