import type { FastifyInstance } from 'fastify';

/**
 * How a feature mounts its routes under /api. `Deps` is the feature's own narrow view of the
 * infrastructure, so the composition root can hand every feature the same bag without any
 * feature importing the root.
 */
export type FeatureRoutes<Deps> = (api: FastifyInstance, deps: Deps) => Promise<void> | void;
