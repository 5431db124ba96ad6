import { settingsResponseSchema, updateSettingsBodySchema } from '@otto/shared/api/settings';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { createSettingsRepo } from './settings.repo';
import { createSettingsService } from './settings.service';

export const settingsRoutes: FeatureRoutes<Pick<AppDeps, 'clock' | 'database'>> = (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const settings = createSettingsService({ settings: createSettingsRepo(deps.database.db), clock: deps.clock });

  api.get(
    '/settings',
    { onRequest: signedInOnly, schema: { response: { 200: settingsResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { settings: await settings.get(user.id, user.role) };
    },
  );

  api.patch(
    '/settings',
    { onRequest: signedInOnly, schema: { body: updateSettingsBodySchema, response: { 200: settingsResponseSchema } } },
    async (request) => ({ settings: await settings.update(requireUser(request), request.body) }),
  );
};
