import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, HTTP_KEYS } from '../http';

type WebHostOptions = { webDistDir: string | undefined };

const API_PREFIXES = ['/api/', '/ws/'];

const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));

// The root and the client router's paths carry no file extension; a missing file (/assets/x.js) has one.
const isPagePath = (url: string): boolean => path.posix.extname(url.split('?')[0] ?? '') === '';

/**
 * A browser navigating asks for HTML; a client that asks for anything (curl's default of any type, or no Accept at
 * all) gets the page too, but only on a page path, so a missing script or picture stays a 404.
 */
const wantsPage = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return (
    accept.includes('text/html') || (isPagePath(request.url) && (accept === '' || accept.includes('*/*')))
  );
};

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; index.html, the service worker and
 * the manifest must revalidate, or a deployed update would never reach a browser. Any other page path falls back to
 * index.html so the client router can answer it (including its own 404 page).
 */
export const webHost = async (app: FastifyInstance, { webDistDir }: WebHostOptions): Promise<void> => {
  const indexFile = webDistDir === undefined ? undefined : path.join(webDistDir, 'index.html');
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Source maps carry the sources and build paths: never public, even if a build left some in the folder.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      wildcard: false,
      index: false,
      // Our own header wins over the plugin's max-age, which it would otherwise set on every file.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'no built web app found: serving the API only (run `npm run build`)');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasWebApp && !isApiPath(request.url) && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(failure(HTTP_KEYS.notFound));
  });
};
