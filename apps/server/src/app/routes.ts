import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '../health/health.routes';
import type { AppDeps } from './deps';

export type FeatureRoutes = (api: FastifyInstance, deps: AppDeps) => Promise<void> | void;

/** Every feature's routes, mounted under /api. */
export const featureRoutes: FeatureRoutes[] = [healthRoutes];
