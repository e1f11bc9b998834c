import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isUnderPrefix, pathOf } from '../../http/not-found';
import { NO_CACHE, cacheControlFor } from './cache-control';
import { defaultRemotesManifest, resolveWebApps } from './layout';

declare module 'fastify' {
  interface FastifyInstance {
    webApps: {
      hostDist: string | null;
      /** Answers the host's index.html for a page navigation; false when it does not apply. */
      sendSpaIndex(request: FastifyRequest, reply: FastifyReply): boolean;
    };
  }
}

const remotesManifestSchema = z.record(z.string(), z.string());
const NOT_SPA_PREFIXES = ['/api', '/auth', '/remotes'];
/** The clients' app's service worker (client-app/scripts/build-sw.mjs writes it). */
const SERVICE_WORKER_FILE = 'sw.js';
const searchOf = (url: string) => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
};

const staticHeaders = {
  // `pnpm build` writes a .br and a .gz beside every text asset: the browser gets the one it accepts
  // (Vary: Accept-Encoding), the plain file otherwise.
  preCompressed: true,
  // The route below decides caching per file; @fastify/static's default would override it.
  cacheControl: false,
  setHeaders: (reply: FastifyReply, filePath: string) => {
    void reply.header('cache-control', cacheControlFor(filePath));
  },
};

/**
 * Serves the built host and remotes from this process (`pnpm start`): one origin, one port.
 * The remotes file is read on every request so a remote can move without rebuilding the host.
 */
export const webAppsPlugin = fp(
  async (app) => {
    const { webRoot, remotesFile } = app.config;

    app.get(
      '/remotes.json',
      {
        schema: {
          tags: ['web-apps'],
          summary: 'Dónde está el manifiesto de cada remote',
          response: { 200: remotesManifestSchema },
        },
      },
      async (_request, reply) => {
        const manifest = remotesFile
          ? remotesManifestSchema.parse(JSON.parse(await readFile(remotesFile, 'utf8')))
          : defaultRemotesManifest();
        return reply.header('cache-control', NO_CACHE).send(manifest);
      },
    );

    const layout = resolveWebApps(webRoot);
    const { hostDist } = layout;
    if (!hostDist) {
      app.log.warn({ webRoot }, 'host/dist not found: serving only the API (run `pnpm build` to serve the web apps)');
      app.decorate('webApps', { hostDist: null, sendSpaIndex: () => false });
      return;
    }

    await app.register(fastifyStatic, { root: hostDist, prefix: '/', index: 'index.html', ...staticHeaders });
    const { clientApp } = layout;
    if (clientApp) {
      const home = clientApp.basePath.replace(/\/$/, '');
      await app.register(fastifyStatic, {
        root: clientApp.dist,
        prefix: clientApp.basePath,
        decorateReply: false,
        index: 'index.html',
        ...staticHeaders,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          staticHeaders.setHeaders(reply, filePath);
          // The worker's scope is `/app`, one level above its folder, so that `/app` opens offline too.
          if (path.basename(filePath) === SERVICE_WORKER_FILE) void reply.header('service-worker-allowed', home);
        },
      });
      // `/app` without its slash: "Hoy" has one address, the folder form (where the app's relative links resolve),
      // with the query it came with (`/app?dia=…`).
      app.get(home, { schema: { hide: true } }, (request, reply) => reply.redirect(`${clientApp.basePath}${searchOf(request.url)}`, 301));
    }
    for (const remote of layout.remotes) {
      await app.register(fastifyStatic, {
        root: remote.dist,
        prefix: `/remotes/${remote.name}/`,
        decorateReply: false,
        index: false,
        ...staticHeaders,
      });
    }

    app.decorate('webApps', {
      hostDist,
      sendSpaIndex(request: FastifyRequest, reply: FastifyReply) {
        const accept = request.headers.accept ?? '';
        const applies =
          request.method === 'GET' &&
          accept.includes('text/html') &&
          !isUnderPrefix(pathOf(request.url), NOT_SPA_PREFIXES);
        if (!applies) return false;
        // A page of the clients' app is its own index.html; every other page is the trainers' shell.
        const root = clientApp && isUnderPrefix(pathOf(request.url), [clientApp.basePath.replace(/\/$/, '')]) ? clientApp.dist : hostDist;
        void reply.code(200).header('cache-control', NO_CACHE).sendFile('index.html', root);
        return true;
      },
    });
  },
  { name: 'web-apps', dependencies: ['app-context'] },
);
