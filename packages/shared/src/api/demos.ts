import { z } from 'zod';

/** The demo picker's two groups (spec chat §3: a project's category is multicam or others). */
export const demoCategorySchema = z.enum(['multicam', 'others']);
export type DemoCategory = z.infer<typeof demoCategorySchema>;

/**
 * A demo project (spec chat §3 / import §3: projectId, name, thumbnailUrl, assetLinks), as GET /demos lists it.
 * assetLinks are signed playable URLs of the demo's videos (every camera of the multicam demo); shareId opens
 * the read-only demo on the share page; ready is false while the seeded import is still being processed.
 */
export const demoSchema = z.object({
  projectId: z.uuid(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  assetLinks: z.array(z.string()),
  shareId: z.string().nullable(),
  category: demoCategorySchema,
  ready: z.boolean(),
});
export type Demo = z.infer<typeof demoSchema>;

/** GET /demos (public). */
export const demosResponseSchema = z.object({ demos: z.array(demoSchema) });
export type DemosResponse = z.infer<typeof demosResponseSchema>;

/** POST /demos/:projectId/projects: the demo to copy into the signed-in user's account. */
export const demoProjectParamsSchema = z.object({ projectId: z.uuid({ error: 'Not a demo project id.' }) });

/** POST /projects/:id/demo: the demo whose files the current project takes. */
export const useDemoBodySchema = z.object({ demoProjectId: z.uuid({ error: 'Not a demo project id.' }) });
export type UseDemoBody = z.infer<typeof useDemoBodySchema>;

/** Both demo routes answer with the project the user now works in. */
export const demoProjectResponseSchema = z.object({ projectId: z.uuid() });
export type DemoProjectResponse = z.infer<typeof demoProjectResponseSchema>;
