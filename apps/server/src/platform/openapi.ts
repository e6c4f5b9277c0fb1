import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description at /api/docs, and cookie parsing. */
export async function registerPlatformRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Usra API', version: '0.1.0', description: 'Family and home organiser' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'usra.session_token' },
          // An app password (Settings → Security): `Authorization: Bearer usra_pat_…`.
          appPassword: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Collapsed: with every area listed open, Swagger UI stops drawing after the first two groups
  // once the API passes about a hundred paths.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'none' },
  });
  await app.register(fastifyCookie);
}
