/** Writes openapi/openapi.json from the route schemas; no database is needed to describe routes. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import type { Orm } from '../src/platform/db/orm';
import type { Mailer } from '../src/platform/mail/mailer.port';

const unused = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the OpenAPI writer does not touch the database');
    },
  },
);
const app = createApp({
  config: loadConfig({ NODE_ENV: 'test' }),
  orm: unused as Orm,
  mailer: unused as Mailer,
  jwtSecret: 'openapi-writer-does-not-sign-anything-0000',
});
const response = await app.handle(new Request('http://localhost/openapi/json'));
const document = await response.json();
mkdirSync('openapi', { recursive: true });
writeFileSync('openapi/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
console.log(`openapi/openapi.json: ${Object.keys(document.paths).length} paths`);
