import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects every route's zod schemas as it is registered (the app calls this before any route), so the API can
 * describe itself as an OpenAPI 3.1 document.
 */
export const collectOpenApi = (app: FastifyInstance, version: string): void => {
  void app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: 'Tradescope API', version } },
    transform: jsonSchemaTransform,
  });
};

/** GET openapi.json: the document, built on the first request (about 0.1 s) and kept. */
export const openApiRoutes = async (app: FastifyInstance): Promise<void> => {
  let document: string | undefined;
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(document);
  });
};
