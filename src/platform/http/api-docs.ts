import { resolve } from 'node:path';
import { Elysia } from 'elysia';
import { openapi } from '@elysiajs/openapi';
import { completeContract, SPEC_PATH, valibotToOpenApi, type ContractOptions } from './openapi-contract';

type Json = Record<string, any>;

/** The short guide for integrators (docs/product.md, "Integrators"): a static page shipped with the code, linked from the contract's description. */
export const GETTING_STARTED_PATH = '/docs/getting-started';
const GETTING_STARTED_FILE = resolve(import.meta.dir, 'getting-started.html');

type DocsOptions = ContractOptions & { publicUrl: string; description: string };

/**
 * `/docs` (Swagger UI) and `/openapi/json`. The hook is local to this plugin: it touches the contract's answer only.
 */
export const apiContract = ({ publicUrl, description, ...options }: DocsOptions) => {
  const completed = new WeakMap<object, Json>();
  return (
    new Elysia({ name: 'platform.contract' })
      .onAfterHandle({ as: 'local' }, ({ path, responseValue }) => {
        if (path !== SPEC_PATH || typeof responseValue !== 'object' || responseValue === null) return;
        // the plugin answers the same cached object until routes change; complete each one once
        let document = completed.get(responseValue);
        if (!document) {
          document = completeContract(structuredClone(responseValue) as Json, options);
          completed.set(responseValue, document);
        }
        return document;
      })
      .use(
        openapi({
          path: '/docs',
          specPath: SPEC_PATH,
          provider: 'swagger-ui',
          swagger: { cdn: '/docs-assets/swagger-ui-bundle.js', theme: '/docs-assets/swagger-ui.css', autoDarkMode: false },
          mapJsonSchema: { valibot: valibotToOpenApi },
          exclude: { paths: ['/docs-assets/*', '/*'] },
          documentation: {
            info: { title: 'EduReach API', version: '1.0.0', description, license: { name: 'Proprietary' } },
            servers: [{ url: publicUrl, description: 'This server (`make start` serves http://localhost:3000)' }],
            components: {
              securitySchemes: {
                bearer: {
                  type: 'http',
                  scheme: 'bearer',
                  bearerFormat: 'JWT',
                  description: 'A session token from a sign-in (members 7 days, admins 12 hours)',
                },
                memberApiKey: {
                  type: 'http',
                  scheme: 'bearer',
                  bearerFormat: 'EduReach API key (erk_…)',
                  description:
                    'A member API key (POST /api/website/api-keys), sent as `Authorization: Bearer erk_…`. An operation lists the scope it needs (read, unlock or export); a key without it, or on an operation that lists none, answers 403 API_KEYS.OUT_OF_SCOPE.',
                },
              },
            },
            security: [{ bearer: [] }],
          },
        }),
      )
      .get(GETTING_STARTED_PATH, () => new Response(Bun.file(GETTING_STARTED_FILE), { headers: { 'content-type': 'text/html; charset=utf-8' } }), {
        detail: { hide: true },
      })
      // Swagger UI's own files, shipped with the repository (node_modules/swagger-ui-dist): nothing from a CDN
      .get(
        '/docs-assets/:file',
        ({ params, set }) => {
          if (!/^swagger-ui(-bundle\.js|\.css)$/.test(params.file)) {
            set.status = 404;
            return 'Not found';
          }
          return Bun.file(resolve('node_modules/swagger-ui-dist', params.file));
        },
        { detail: { hide: true } },
      )
  );
};
