import fastifySwagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_SESSION_COOKIE } from '../plugins/operator-auth.js';

/** Where the operator API lives; only routes under it are documented. */
const OPERATOR_API_PREFIX = '/operator/api/';
const OPERATOR_API_DOCUMENT_URL = `${OPERATOR_API_PREFIX}openapi.json`;

/** The API's own version: it changes when a route or a schema under /operator/api/ changes incompatibly. */
const OPERATOR_API_VERSION = '1.0.0';

/**
 * The OpenAPI 3.1 document of the operator API, generated from the routes' own schemas: it
 * collects every route registered after it (so it comes before the operators' and orders' API
 * routes) and hides any outside /operator/api/, so the shopper routes stay out of it. Served
 * without credentials: it holds the API's shape only, never data, and client generators fetch it
 * before they have a key.
 */
const operatorApiDocument: FastifyPluginAsync = async (fastify) => {
  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront operator API',
        version: OPERATOR_API_VERSION,
        description: 'Orders after the payment, operator accounts, API keys and the audit log. Errors answer {code, message}.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An operator API key, as `Authorization: Bearer <key>`.' },
          operatorSession: {
            type: 'apiKey', in: 'cookie', name: OPERATOR_SESSION_COOKIE.host,
            description: `The console's session cookie (\`${OPERATOR_SESSION_COOKIE.plain}\` on plain http).`,
          },
        },
      },
      security: [{ apiKey: [] }, { operatorSession: [] }],
      tags: [
        { name: 'operators', description: 'Who is signed in, API keys and the audit log.' },
        { name: 'orders', description: 'Payments, fulfilment, returns, the orders export and webhooks out.' },
        { name: 'catalog', description: 'What the shop sells: stock feeds, imports and prices.' },
      ],
    },
    transform: ({ schema, url }) => ({ schema: url.startsWith(OPERATOR_API_PREFIX) ? schema : { ...schema, hide: true }, url }),
  });

  fastify.get(OPERATOR_API_DOCUMENT_URL, {
    schema: { summary: 'This document: the operator API in OpenAPI 3.1', tags: ['operators'], security: [] },
  }, async () => fastify.swagger());
};

export const operatorApiDocumentPlugin = fp(operatorApiDocument, { name: 'operator-api-document' });
