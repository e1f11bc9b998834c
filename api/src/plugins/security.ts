import type { ServerResponse } from 'node:http';
import { apiMessages } from '@coach/shared/contracts';
import type { FastifyCorsOptions } from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { sendError } from '../http/error-handler';

/**
 * The SPA and its remotes are webpack bundles served from this origin, and from `remoteOrigins`
 * (REMOTE_ORIGINS: a remote released to a CDN; its manifest is fetched, its chunks are scripts).
 * antd's css-in-js injects <style> tags, so inline styles are allowed; scripts are not.
 */
export function helmetOptions(remoteOrigins: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        // Exercise videos are Youtube or Vimeo links (SPEC.md section 5).
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // The one-machine setup serves plain http on a LAN address; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    // Same-site lets the dev layout (apps on other localhost ports) load assets from here.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** The headers helmet sets with these options: they depend on nothing in the request. */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const securityHeaders = new Map<string, Array<[string, string]>>();

/** Helmet's headers with our options, worked out once (per list of remote origins). */
export function securityHeaderList(remoteOrigins: readonly string[] = []): ReadonlyArray<[string, string]> {
  const key = remoteOrigins.join(' ');
  let headers = securityHeaders.get(key);
  if (!headers) {
    headers = helmetHeaders(helmetOptions(remoteOrigins));
    securityHeaders.set(key, headers);
  }
  return headers;
}

/** Sets them on a raw response: for answers that no hook sees (a URL the router cannot decode). */
export function setSecurityHeaders(raw: ServerResponse): void {
  for (const [name, value] of securityHeaderList()) raw.setHeader(name, value);
}

/**
 * Helmet's headers on every response. @fastify/helmet ran helmet(options) on each request, which
 * rebuilds and validates the whole CSP every time (measured in bench/hot-path.ts); the headers are
 * worked out once here and set on the raw response as helmet does, so a route or a stream that
 * writes the raw response sends them too.
 */
export const securityHeadersPlugin = fp<{ remoteOrigins?: readonly string[] }>(
  async (app, { remoteOrigins = [] }) => {
    const headers = securityHeaderList(remoteOrigins);
    app.addHook('onRequest', (request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
      // Node refuses an HTTP/1.1 request without Host with an empty 400 of its own; it lets it through
      // (requireHostHeader: false, app.ts) so that the refusal has the API's shape and these headers.
      if (request.raw.httpVersion === '1.1' && !request.headers.host) {
        reply.header('connection', 'close');
        void sendError(reply, 400, { code: 'BAD_REQUEST', message: apiMessages.badRequest });
        return;
      }
      // No route takes TRACE (it would echo the request: cross-site tracing) nor QUERY: refused here,
      // before a QUERY's body is read.
      if (request.method === 'TRACE' || request.method === 'QUERY') {
        void sendError(reply, 405, { code: 'METHOD_NOT_ALLOWED', message: apiMessages.methodNotAllowed });
        return;
      }
      done();
    });
  },
  { name: 'security-headers' },
);

/** Only the origins listed in CORS_ORIGINS may call the API from a browser; none by default. */
export function corsOptions(config: AppConfig): FastifyCorsOptions {
  return {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  };
}
