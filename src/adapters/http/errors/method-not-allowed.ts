import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** One registered route: its method, URL pattern and schema (for the fuzz test and tools). */
export interface RouteSummary {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, with its schema. */
    knownRoutes(): readonly RouteSummary[];
  }
}

const escape = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A route URL ('/product/:slug', '/assets/*') as a regular expression over a request path. */
function patternOf(url: string): RegExp {
  const body = url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : escape(part).replace(/\*/g, '.*'))).join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * Remembers every route's URL and methods (from an onRoute hook), so the not-found handler can
 * tell a wrong method on a known path (405 with Allow) from an unknown path (404).
 */
export class RouteMethods {
  private readonly routes = new Map<string, KnownRoute>();
  private readonly summaries: RouteSummary[] = [];

  listen(app: FastifyInstance): void {
    app.decorate('knownRoutes', () => this.summaries);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) this.summaries.push({ method: method.toUpperCase(), url: route.url, schema: route.schema });
      const known = this.routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
      for (const method of methods) known.methods.add(method.toUpperCase());
      this.routes.set(route.url, known);
    });
  }

  /** The methods other routes accept at this path; empty when no route has the path. */
  allowedAt(path: string): string[] {
    const allowed = new Set<string>();
    for (const route of this.routes.values()) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    return [...allowed].sort();
  }
}
