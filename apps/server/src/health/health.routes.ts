import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';

export const healthRoutes: FeatureRoutes<Pick<AppDeps, 'database' | 'storage'>> = (api, deps) => {
  api.get(
    '/health',
    { schema: { response: { 200: z.object({ ok: z.boolean(), database: z.string(), storage: z.string() }) } } },
    async () => {
      await deps.database.db.execute(sql`select 1`);
      return { ok: true, database: deps.database.kind, storage: deps.storage.kind };
    },
  );
};
