import { transcriptionCapabilitiesSchema } from '@otto/shared/api/transcription';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInOnly } from '../auth/require-user';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { createTranscriptionEngines } from './transcription-engines';

/** What the import card may offer: the languages this server can transcribe right now. */
export const transcribeRoutes: FeatureRoutes<Pick<AppDeps, 'config' | 'logger'>> = (app, deps) => {
  const engines = createTranscriptionEngines(deps.config, deps.logger, { announce: false });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/transcription',
      { onRequest: signedInOnly, schema: { response: { 200: transcriptionCapabilitiesSchema } } },
      async () => {
        const { engine, languages } = await engines.capabilities();
        return { engine, languages: languages === 'all' ? ('all' as const) : [...languages] };
      },
    );
};
