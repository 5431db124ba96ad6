import { healthRoutes } from '../health/health.routes';

export const routes = [healthRoutes];
