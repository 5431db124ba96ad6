import type { FastifyInstance, RouteOptions } from 'fastify';

/** One API route as registered: what the fuzz and ownership tests generate their requests from. */
export interface RouteRecord {
  method: string;
  /** With the prefix, as Fastify matches it: `/api/projects/:id`. */
  url: string;
  /** The route's request schemas (zod, through fastify-type-provider-zod), absent when it declares none. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The route's own onRequest hooks (e.g. `signedInOnly`), not the ones it inherits from its plugin. */
  onRequest: readonly unknown[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under `/api`, in registration order (HEAD routes Fastify adds for GETs included). */
    routeTable: readonly RouteRecord[];
  }
}

const asArray = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value as T];

/** Records every route registered on `app` after this call whose URL starts with `prefix`. */
export function recordRouteTable(app: FastifyInstance, prefix = '/api'): void {
  const table: RouteRecord[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(prefix)) return;
    const schema = route.schema ?? {};
    for (const method of asArray(route.method)) {
      table.push({
        method,
        url: route.url,
        schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
        onRequest: asArray<unknown>(route.onRequest),
      });
    }
  });
}
