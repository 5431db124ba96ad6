import { transcriptionCapabilitiesSchema } from '@otto/shared/api/transcription';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { createTranscriptionEngines } from './transcription-engines';

/**
 * What the import card and the mode picker may offer: the languages this server can transcribe
 * right now. Public: the picker shows before sign-in, and the answer names no user's data.
 */
export const transcribeRoutes: FeatureRoutes<Pick<AppDeps, 'config' | 'logger'>> = (app, deps) => {
  const engines = createTranscriptionEngines(deps.config, deps.logger, { announce: false });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/transcription', { schema: { response: { 200: transcriptionCapabilitiesSchema } } }, async () => {
      const { engine, languages } = await engines.capabilities();
      return { engine, languages: languages === 'all' ? ('all' as const) : [...languages] };
    });
};
