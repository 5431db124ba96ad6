// A feature reaching back into the composition root, through a type only: still a cycle.
import type { routes } from '../app/app';

export const healthRoutes = (): number => 1;
export type Routes = typeof routes;
