import { readFile } from 'node:fs/promises';
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
      await app.register(fastifyStatic, { root: clientApp.dist, prefix: clientApp.basePath, decorateReply: false, index: 'index.html', ...staticHeaders });
      // `/app` without its slash: the app's relative links (manifest, icons) need the folder form.
      app.get(clientApp.basePath.replace(/\/$/, ''), { schema: { hide: true } }, (_request, reply) => reply.redirect(clientApp.basePath, 301));
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
