import { exportBrollsBody, exportBrollsResponse } from '@otto/shared/api/exports';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/require-user';
import { creditsFromDeps } from '../billing/credits.service';
import { chargedExport, requestKeyOf } from '../billing/export-credits';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { createSourcesRepo } from '../sources/sources.repo';
import { createBrollExportService } from './broll-export.service';
import { createBrollRepo } from './broll.repo';

/** POST /export/xml-brolls (spec chat §7): the B-roll log as bins for Premiere, Final Cut or DaVinci Resolve. */
export const brollRoutes: FeatureRoutes<Pick<AppDeps, 'clock' | 'config' | 'database' | 'storage'>> = (
  instance,
  deps,
) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const credits = creditsFromDeps(deps);
  const service = createBrollExportService({
    db,
    broll: createBrollRepo(db),
    sources: createSourcesRepo(db),
    storage: deps.storage,
    signedUrlTtlSeconds: deps.config.SIGNED_URL_TTL_SECONDS,
  });

  api.post(
    '/export/xml-brolls',
    { onRequest: signedInOnly, schema: { body: exportBrollsBody, response: { 200: exportBrollsResponse } } },
    (request) => {
      const user = requireUser(request);
      return chargedExport(credits, user, { key: requestKeyOf(request), format: request.body.format }, () =>
        service.export(user.id, request.body),
      );
    },
  );
};
