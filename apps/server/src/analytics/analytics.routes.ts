import { trackEventBody } from '@otto/shared/api/analytics';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { createProjectsRepo } from '../projects/projects.repo';
import { createAnalyticsRepo } from './analytics.repo';

/** Per client address: far above what one browser sends, low enough that a script cannot flood the table. */
const eventsRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** An event with the largest props allowed fits many times over; anything bigger is not parsed at all. */
const eventsBodyLimit = 16 * 1024;
/**
 * Errors the browser catches before the server sees the file that the spec also has reported to the
 * team (import §5: a file over the maximum duration is tracked and reported). Only for a signed-in
 * user's own project, so visitors cannot post to the team's chat.
 */
const reportedErrors = new Set(['max_duration_exceeded']);

/**
 * Product events, stored in Otto's own database. Visitors may send them too (user null). A
 * project id is kept only when it is the signed-in user's own project: analytics never answers
 * 404, so it cannot be used to probe other users' project ids.
 */
export const analyticsRoutes: FeatureRoutes<Pick<AppDeps, 'database' | 'alerts'>> = (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const events = createAnalyticsRepo(deps.database.db);
  const projects = createProjectsRepo(deps.database.db);

  api.post(
    '/analytics/events',
    { config: eventsRateLimit, bodyLimit: eventsBodyLimit, schema: { body: trackEventBody } },
    async (request, reply) => {
      const { name, project_id: projectId, props = {} } = request.body;
      const userId = request.user?.id ?? null;
      const owned = userId && projectId ? await projects.findOwned(userId, projectId) : undefined;
      await events.record({ name, userId, projectId: owned ? owned.id : null, props });
      const code = typeof props.code === 'string' ? props.code : null;
      if (owned && name === 'error_shown' && code && reportedErrors.has(code)) {
        void deps.alerts.send(`File over the maximum duration (${code}), refused in the browser: project ${owned.id}`, {
          projectId: owned.id,
          errorCode: code,
        });
      }
      return reply.status(204).send();
    },
  );
};
