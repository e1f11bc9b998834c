import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config';

/**
 * The SPA and its remotes are webpack bundles served from this origin. antd's css-in-js injects
 * <style> tags, so inline styles are allowed; scripts are not.
 */
export function helmetOptions(): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

/** Only the origins listed in CORS_ORIGINS may call the API from a browser; none by default. */
export function corsOptions(config: AppConfig): FastifyCorsOptions {
  return {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  };
}
