import { describe, expect, it } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_SORT_FIELDS, STUDENT_PAGE_SIZES } from '@modules/leads/adapters/http/student-admin.schemas';
import { MEMBER_PAGE_SIZES } from '@modules/admin/adapters/http/members.schemas';
import { GENDERS } from '@modules/leads/domain/student-form.schema';
import { PAGE_SIZES, SORT_FIELDS } from '@modules/leads/domain/student-query.schema';
import { DELIVERY_EVENTS } from '@modules/webhooks/domain/webhook-events';
import { QUESTIONS } from '@modules/marketing/domain/assessment-questions.schema';

/**
 * openapi/openapi.json is what integrators build on: the rules a generated client and a reader of the docs rely on.
 * (`make lint-contract` runs Redocly on the same file; the last test here runs it too, so a lint error fails the suite.)
 */
const repoRoot = join(import.meta.dir, '../..');
type Json = Record<string, any>;
const contract: Json = JSON.parse(readFileSync(join(repoRoot, 'openapi/openapi.json'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const operations = Object.entries(contract.paths as Record<string, Json>).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] as Json, name: `${method.toUpperCase()} ${path}` })),
);
const operation = (method: string, path: string) => {
  const found = contract.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the contract`);
  return found as Json;
};
const parameter = (method: string, path: string, name: string) => (operation(method, path).parameters as Json[]).find((p) => p.name === name)?.schema;
const jsonBody = (method: string, path: string) => operation(method, path).requestBody.content['application/json'].schema;
/** Every JSON pointer-ish path where `key` is used as a keyword. */
function keywordPaths(value: unknown, key: string, at = '#'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keywordPaths(item, key, `${at}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k === key ? [`${at}/${k}`] : []), ...keywordPaths(v, key, `${at}/${k}`)]);
}

describe('the OpenAPI contract', () => {
  it('publishes the body and headers of every webhook event the server sends, under webhooks (issue 25 §10)', () => {
    expect(Object.keys(contract.webhooks ?? {})).toEqual([...DELIVERY_EVENTS]);
    for (const event of DELIVERY_EVENTS) {
      const post = contract.webhooks[event].post;
      expect(post.parameters.map((p: Json) => p.name)).toEqual(['X-EduReach-Signature', 'X-EduReach-Delivery', 'X-EduReach-Event']);
      const body = post.requestBody.content['application/json'].schema;
      expect(body.properties.type.const).toBe(event);
      expect(body.required).toEqual(['id', 'type', 'createdAt', 'data']);
      expect(body.properties.data.properties.students.items.properties.mobileNumber).toBeDefined();
    }
    expect(contract.webhooks['collection.exported'].post.requestBody.content['application/json'].schema.properties.data.required).toContain('collectionId');
  });

  it('is an OpenAPI 3.1 document that names the local server', () => {
    expect(contract.openapi).toMatch(/^3\.1\./);
    expect(contract.servers?.length).toBeGreaterThan(0);
    expect(contract.servers[0].url).toBe('http://localhost:3000');
  });

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(operations.filter((o) => !o.op.operationId).map((o) => o.name)).toEqual([]);
    expect(operations.filter((o) => !o.op.summary?.trim()).map((o) => o.name)).toEqual([]);
  });

  it('registers no path with a trailing slash', () => {
    expect(Object.keys(contract.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });

  it('uses no OpenAPI 3.0 `nullable` keyword (3.1 says type: [..., "null"])', () => {
    expect(keywordPaths(contract, 'nullable')).toEqual([]);
    // and the nullable fields are still nullable, the 3.1 way
    expect(jsonBody('post', '/api/students').properties.board.type).toEqual(['string', 'null']);
  });

  it('answers every 4xx and 5xx with the shared error envelope', () => {
    expect(contract.components.schemas.ErrorEnvelope).toMatchObject({ type: 'object', required: ['error', 'message'] });
    expect(Object.keys(contract.components.schemas.ErrorEnvelope.properties).sort()).toEqual(['code', 'error', 'issues', 'message']);
    const envelope = (schema: Json | undefined) =>
      schema?.$ref === '#/components/schemas/ErrorEnvelope' || (schema?.allOf ?? []).some((part: Json) => part.$ref === '#/components/schemas/ErrorEnvelope');
    const offenders = operations.flatMap((o) =>
      Object.entries(o.op.responses as Json)
        .filter(([status, response]) => Number(status) >= 400 && !envelope(response.content?.['application/json']?.schema))
        .map(([status]) => `${o.name} ${status}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lists the statuses the shared guards answer: 400 always, 413 with a body, 401 with a token, 503 with the database', () => {
    const missing = operations.flatMap(({ op, name, method }) => {
      const statuses = Object.keys(op.responses);
      const carriesBody = op.requestBody || ['post', 'put', 'patch', 'delete'].includes(method);
      const needs = [
        '400',
        ...(carriesBody ? ['413'] : []),
        ...(op.security?.length === 0 ? [] : ['401']),
        ...(op.operationId === 'getCreditPrices' ? [] : ['503']),
      ];
      return needs.filter((status) => !statuses.includes(status)).map((status) => `${name} ${status}`);
    });
    expect(missing).toEqual([]);
    expect(Object.keys(operation('get', '/api/public/students').responses)).toContain('429');
  });

  it('publishes every assessment answer option: an enum, or the JSON-encoded list schema of a multi-choice answer', () => {
    const body = jsonBody('post', '/api/assessment');
    for (const question of QUESTIONS) {
      const schema = body.properties[question.field];
      if (question.multi) {
        expect(schema.type).toBe('string');
        expect(schema.contentMediaType).toBe('application/json');
        expect(schema.contentSchema).toMatchObject({ type: 'array', minItems: 1, items: { enum: [...question.options] } });
        expect(schema.description).toContain('JSON-encoded list');
      } else {
        expect(schema.enum).toEqual([...question.options]);
      }
    }
  });

  it('publishes gender, page sizes, sort fields and statuses as enums', () => {
    expect(jsonBody('post', '/api/students').properties.gender.enum).toEqual([...GENDERS]);
    expect(parameter('get', '/api/public/students', 'gender').enum).toEqual([...GENDERS, 'all', '']);
    expect(parameter('get', '/api/students', 'gender').enum).toEqual([...GENDERS, 'all', '']);
    expect(parameter('get', '/api/students/filter-options', 'gender').enum).toEqual([...GENDERS, 'all', '']);

    // the API takes any page size from 1 to the maximum (issue 25 §10); the portal offers PAGE_SIZES
    expect(parameter('get', '/api/public/students', 'limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: Math.max(...PAGE_SIZES) });
    expect(parameter('get', '/api/public/students/unlocked', 'limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: Math.max(...PAGE_SIZES) });
    expect(parameter('get', '/api/students', 'limit')).toMatchObject({ type: 'integer', enum: [...STUDENT_PAGE_SIZES] });
    expect(parameter('get', '/api/website-users', 'limit')).toMatchObject({ type: 'integer', enum: [...MEMBER_PAGE_SIZES] });
    expect(parameter('get', '/api/public/students', 'page')).toMatchObject({ type: 'integer', minimum: 1 });

    expect(parameter('get', '/api/public/students', 'sortBy').enum).toEqual([...SORT_FIELDS]);
    expect(parameter('get', '/api/students', 'sortBy').enum).toEqual([...ADMIN_SORT_FIELDS]);
    expect(parameter('get', '/api/public/students', 'sortOrder').enum).toEqual(['asc', 'desc']);
    expect(parameter('get', '/api/students', 'sortOrder').enum).toEqual(['asc', 'desc']);

    const batch = operation('get', '/api/students/import-batches').responses['200'].content['application/json'].schema.properties.batches.items;
    expect(batch.properties.status.enum).toEqual(['completed', 'failed', 'partial', 'processing']);
    expect(batch.properties.uploadedByUsername.type).toEqual(['string', 'null']);
    expect(parameter('get', '/api/website-users', 'status').enum).toEqual(['active', 'inactive', 'all', '']);
    expect(parameter('get', '/api/website-users', 'membership').enum).toEqual(['free', 'premium', 'all', '']);
    expect(jsonBody('post', '/api/website-users/{id}/upgrade-membership').properties.membershipType.enum).toEqual(['free', 'premium']);
  });

  it('has the admin Students tab call GET /api/students/filter-options (the admin operation), not the member one', () => {
    const adminOperation = operation('get', '/api/students/filter-options').operationId;
    expect(adminOperation).not.toBe(operation('get', '/api/public/filter-options').operationId);
    const source = readFileSync(join(repoRoot, 'web/src/features/admin/api/student-filter-options.ts'), 'utf8');
    expect(source).toContain(`${adminOperation}Options`);
    expect(source).not.toMatch(new RegExp(`\\b${operation('get', '/api/public/filter-options').operationId}Options\\b`));
  });

  it('passes the pinned Redocly linter with redocly.yaml: no errors', () => {
    const lint = Bun.spawnSync([join(repoRoot, 'node_modules/.bin/redocly'), 'lint', '--format=stylish', '--max-problems', '1000'], {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const output = `${lint.stdout}${lint.stderr}`;
    expect(output.match(/^\s+\d+:\d+\s+error\s.*$/gm) ?? []).toEqual([]);
    expect(lint.exitCode).toBe(0);
  }, 60_000);
});
