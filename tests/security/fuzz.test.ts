import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { createAdmin, createMember, tokenFor } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { addStudents } from '../integration/leads/student-mother';
import { hostileString, hostileValue, INVALID_JSON_TEXTS, ODD_IDS } from './hostile';

/**
 * Property-based fuzzing of every operation in the committed OpenAPI contract: malformed, oversized,
 * wrong-typed and boundary bodies, query strings and path ids, as anonymous, member, admin and forged callers.
 * Whatever arrives, the server answers below 500, in the error envelope when it refuses, and leaks
 * no stack trace, SQL or submitted password.
 *
 * Reproduce a failure with FUZZ_SEED=<seed printed by fast-check>; FUZZ_RUNS overrides runs per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const RUNS = Number(process.env.FUZZ_RUNS ?? (ON_POSTGRES ? 32 : 10));

type JsonSchema = {
  /** OpenAPI 3.1: a nullable value is `type: [t, "null"]` */
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** a string holding JSON (multi-choice answers): the schema of what it encodes */
  contentMediaType?: string;
  contentSchema?: JsonSchema;
};

/** The schema for one of its types (`type: ["string", "null"]` → the string schema). */
const withType = (schema: JsonSchema, type: string): JsonSchema => ({ ...schema, type, enum: schema.enum?.filter((value) => value !== null) });
const mainType = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);
type Parameter = { name: string; in: 'query' | 'path' | 'header'; schema?: JsonSchema };
type Operation = {
  operationId: string;
  responses: Record<string, unknown>;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};

const contract = JSON.parse(readFileSync('openapi/openapi.json', 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(contract.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

type Who = 'anonymous' | 'member' | 'admin' | 'forged';
const roleOf = (path: string, op: Operation): Who => (op.security?.length === 0 ? 'anonymous' : /^\/api\/(website|public)\//.test(path) ? 'member' : 'admin');

// ---- arbitraries derived from the operation's schemas ----

/** Real ids so some requests get past "not found" into the use cases. */
const realIds: string[] = [];
const idString = () => fc.oneof({ weight: 2, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constantFrom(...realIds) });

const canaryPassword = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 8, maxLength: 12 }).map((hex) => `Canary-${hex}-Pw!`);

function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

/** A value the schema accepts (as far as the JSON schema says). */
function valid(schema: JsonSchema, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => (type === 'null' ? fc.constant(null) : valid(withType(schema, type), key, depth))));
  }
  if (schema.contentMediaType === 'application/json' && schema.contentSchema) {
    return valid(schema.contentSchema, key, depth + 1).map((value) => JSON.stringify(value));
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => valid(s, key, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  let arbitrary: fc.Arbitrary<unknown>;
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (depth > 3 || properties.length === 0) return fc.constant({});
      arbitrary = fc.record(Object.fromEntries(properties.map(([name, s]) => [name, valid(s, name, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]),
      });
      break;
    }
    case 'array':
      arbitrary = fc.array(valid(schema.items ?? {}, key, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)),
      });
      break;
    case 'string':
      if (/password/i.test(key)) arbitrary = canaryPassword;
      else if (schema.format === 'uuid') arbitrary = idString();
      else if (schema.format === 'email') arbitrary = fc.emailAddress();
      else if (schema.pattern && matching(schema.pattern)) arbitrary = matching(schema.pattern)!;
      else {
        const minLength = schema.minLength ?? 0;
        arbitrary = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
      }
      break;
    case 'integer':
      arbitrary = fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
      break;
    case 'number':
      arbitrary = fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
      break;
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    default:
      return hostileValue;
  }
  return arbitrary;
}

/** Values on and just past the schema's edges, and the wrong type for it. */
function boundary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.type)) return boundary(withType(schema, mainType(schema) ?? 'string'));
  const edges: unknown[] = [];
  if (schema.type === 'string') {
    if (schema.maxLength !== undefined) edges.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1), '😀'.repeat(schema.maxLength));
    if (schema.minLength) edges.push('x'.repeat(schema.minLength - 1), ' '.repeat(schema.minLength + 1));
    edges.push(123, true, ['a'], { a: 'b' });
  } else if (schema.type === 'integer' || schema.type === 'number') {
    for (const bound of [schema.minimum, schema.maximum]) if (bound !== undefined) edges.push(bound, bound - 1, bound + 1, bound + 0.5);
    edges.push(String(schema.minimum ?? 1), -1, 1e308, -(2 ** 63), 2 ** 53 + 1, '12abc', null);
  } else if (schema.type === 'array') {
    edges.push([], 'not-an-array', { 0: 'a' }, [null], [[]]);
    if (schema.maxItems !== undefined) edges.push(Array.from({ length: schema.maxItems + 1 }, () => '6ba7b810-9dad-11d1-80b4-00c04fd430c8'));
  } else if (schema.type === 'object') {
    edges.push([], [{}], 'object', 42, null);
  } else if (schema.type === 'boolean') {
    edges.push('true', 1, 0, 'yes', null);
  }
  if (schema.contentSchema) edges.push('[]', '["not an option"]', '{"a":1}', 'null', '[1]');
  if (schema.enum) edges.push(`${String(schema.enum[0])} `, String(schema.enum[0]).toUpperCase(), 'all', '');
  return edges.length ? fc.constantFrom(...edges) : hostileValue;
}

function bad(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: boundary(schema) }, { weight: 2, arbitrary: hostileValue });
}

/** A body that is valid but for one field (wrong, missing) or a random mix of valid and hostile fields. */
function fuzzObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (schema.type !== 'object' || properties.length === 0) return fc.oneof(valid(schema), bad(schema));
  const oneBadField = fc.tuple(valid(schema), fc.constantFrom(...properties), fc.boolean()).chain(([body, [name, s], drop]) =>
    bad(s).map((value) => {
      const copy = { ...(body as Record<string, unknown>) };
      if (drop) delete copy[name];
      else copy[name] = value;
      return copy;
    }),
  );
  const mixed = fc.record(
    Object.fromEntries(properties.map(([name, s]) => [name, fc.oneof({ weight: 2, arbitrary: valid(s, name, 1) }, { weight: 1, arbitrary: bad(s) })])),
    { requiredKeys: [] },
  );
  const withExtras = fc
    .tuple(
      valid(schema),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'membershipType', 'credits', 'id', 'role'), hostileValue, { maxKeys: 3 }),
    )
    .map(([body, extra]) => ({ ...(body as object), ...extra }));
  return fc.oneof(
    { weight: 4, arbitrary: oneBadField },
    { weight: 3, arbitrary: mixed },
    { weight: 1, arbitrary: withExtras },
    { weight: 1, arbitrary: valid(schema) },
  );
}

/** Just over the 64 KB JSON cap. */
const OVERSIZED_JSON = JSON.stringify({ message: 'x'.repeat(66_000) });

/**
 * Depth and width (issue 18): nesting up to 40,000 levels (the server refuses past 32, before parsing), as arrays,
 * objects or under a real field; and wide bodies under the cap (tens of thousands of items or keys), which reach the
 * schema and must be refused without being quoted back.
 */
const deepText = fc.tuple(fc.integer({ min: 28, max: 40_000 }), fc.constantFrom('array', 'object', 'field', 'mixed')).map(([levels, shape]) => {
  if (shape === 'array') return '['.repeat(levels) + ']'.repeat(levels);
  if (shape === 'object') return `${'{"a":'.repeat(levels)}null${'}'.repeat(levels)}`;
  if (shape === 'field') return `{"email":${'['.repeat(levels)}${']'.repeat(levels)}}`;
  return `${'[{"x":'.repeat(levels)}1${'}]'.repeat(levels)}`;
});
const wideText = fc.tuple(fc.integer({ min: 1_000, max: 30_000 }), fc.constantFrom('numbers', 'strings', 'keys', 'nested')).map(([n, shape]) => {
  if (shape === 'numbers') return JSON.stringify(Array.from({ length: n }, (_, i) => i % 10));
  if (shape === 'strings') return JSON.stringify(Array.from({ length: Math.floor(n / 4) }, () => 'ab'));
  if (shape === 'keys') return JSON.stringify(Object.fromEntries(Array.from({ length: Math.floor(n / 8) }, (_, i) => [`k${i}`, 0])));
  return JSON.stringify({ email: Array.from({ length: Math.floor(n / 3) }, () => [0]) });
});
const deepForm = fc.tuple(fc.integer({ min: 33, max: 20_000 }), fc.boolean()).map(([levels, dotted]): Body => {
  const form = new FormData();
  if (dotted) form.append(`a${'.a'.repeat(Math.min(levels, 10_000))}`, 'x');
  else form.append('message', '['.repeat(levels) + ']'.repeat(levels));
  return { payload: form, value: '' };
});
const hostileShape = fc.oneof(
  { weight: 2, arbitrary: deepText.map((text): Body => ({ contentType: 'application/json', payload: text, value: '' })) },
  { weight: 2, arbitrary: wideText.map((text): Body => ({ contentType: 'application/json', payload: text, value: '' })) },
  { weight: 1, arbitrary: deepForm },
);

type Body = { contentType?: string; payload?: BodyInit; value?: unknown };

const asFormText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function bodyArbitrary(method: string, op: Operation): fc.Arbitrary<Body> {
  if (method === 'GET' || method === 'HEAD') return fc.constant({});
  const content = op.requestBody?.content ?? {};
  const schema = content['application/json']?.schema;
  const json = (value: unknown): Body => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null', value });
  const rawJson = fc.constantFrom(...INVALID_JSON_TEXTS).map((text): Body => ({ contentType: 'application/json', payload: text, value: text }));
  if (!schema && content['multipart/form-data']) return csvUploadArbitrary(content['multipart/form-data'].schema ?? {});
  if (!schema)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: hostileValue.map(json) },
      { weight: 1, arbitrary: rawJson },
      { weight: 1, arbitrary: hostileShape },
    );
  const fuzzed = fuzzObject(schema);
  const urlencoded = fuzzed.map((value): Body => {
    const form = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) form.append(k, asFormText(v));
    return { contentType: 'application/x-www-form-urlencoded', payload: form.toString(), value };
  });
  const multipart = fuzzed.map((value): Body => {
    const form = new FormData();
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) form.append(k, asFormText(v));
    return { payload: form, value };
  });
  return fc.oneof(
    { weight: 10, arbitrary: fuzzed.map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    { weight: 2, arbitrary: rawJson },
    { weight: 1, arbitrary: urlencoded },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: hostileString.map((text): Body => ({ contentType: 'text/plain', payload: text, value: text })) },
    { weight: 1, arbitrary: fc.constant<Body>({ contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant<Body>({ contentType: 'application/json', payload: OVERSIZED_JSON }) },
    { weight: 2, arbitrary: hostileShape },
  );
}

const CSV_HEADER =
  'student_name,email_id,mobile_number,father_name,mother_name,date_of_birth,age,gender,course,entrance_exam,stream,board,passing_year,college_name,address,city,district,state,pincode,other_info,data_source';

function csvUploadArbitrary(schema: JsonSchema): fc.Arbitrary<Body> {
  const cell = fc.oneof(
    hostileString.filter((s) => s.length < 2_000),
    fc.constantFrom('"', '""', '"a,b"', '"line\nbreak"', 'a"b', '=1+1', '9876543210'),
  );
  const row = fc.array(cell, { minLength: 0, maxLength: 25 }).map((cells) => cells.join(','));
  const text = fc
    .tuple(
      fc.constantFrom(CSV_HEADER, '', 'a,b,c', `\uFEFF${CSV_HEADER}`, CSV_HEADER.toUpperCase()),
      fc.array(row, { maxLength: 4 }),
      fc.constantFrom('\n', '\r\n', '\r'),
    )
    .map(([header, rows, eol]) => [header, ...rows].join(eol));
  const fileName = fc.constantFrom(
    'students.csv',
    '../../etc/passwd.csv',
    'a.csv\u0000.exe',
    'x.exe',
    'STUDENTS.CSV',
    '.csv',
    '😀.csv',
    `${'a'.repeat(1000)}.csv`,
  );
  const fileUpload = fc.tuple(text, fileName, fc.constantFrom('csvFile', 'file', 'csvfile')).map(([content, name, field]): Body => {
    const form = new FormData();
    form.append(field, new File([content], name, { type: 'text/csv' }));
    return { payload: form, value: content };
  });
  const stringField = hostileString.map((value): Body => {
    const form = new FormData();
    form.append('csvFile', value);
    return { payload: form, value };
  });
  return fc.oneof(
    { weight: 4, arbitrary: fileUpload },
    { weight: 1, arbitrary: stringField },
    { weight: 1, arbitrary: fuzzObject(schema).map((value): Body => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null', value })) },
    { weight: 1, arbitrary: fc.constant<Body>({ contentType: 'multipart/form-data; boundary=nothing', payload: '--nothing\r\nbroken' }) },
  );
}

const queryValue = (schema: JsonSchema = {}) =>
  fc.oneof(
    { weight: 2, arbitrary: valid(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    { weight: 1, arbitrary: boundary(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constantFrom('-1', '0', '1.5', '1e9', '999999999999', 'NaN', ' 1', '0x10', '5000', '1000000', 'all', 'ALL', '') },
  );

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<[string, string][]> {
  const known = parameters.filter((p) => p.in === 'query');
  const names = [...known.map((p) => p.name), 'membership', 'sortBy', '__proto__', 'unknown'];
  const entries = fc.array(
    fc.constantFrom(...names).chain((name) => queryValue(known.find((p) => p.name === name)?.schema).map((value): [string, string] => [name, value])),
    { maxLength: 6 },
  );
  return entries;
}

const pathId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_IDS) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom('..', '../x', './.') },
  { weight: 1, arbitrary: hostileString.map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.constant('').chain(() => fc.constantFrom(...realIds)) },
);

// ---- the app, callers and checks ----

let webDist: string;
const tokens: Record<'member' | 'admin', string> = { member: '', admin: '' };
let sessionEnders: { member: string; admin: string };

const t = useTestApp(() => {
  // a tiny built web app, so paths that escape /api land on the SPA and show whether traversal reaches the disk
  webDist = mkdtempSync(join(tmpdir(), 'fuzz-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>EduReach</title>');
  return { env: { WEB_DIST: webDist } };
});
beforeAll(async () => {
  const member = await createMember(t.db.orm, { credits: 1_000_000 });
  const admin = await createAdmin(t.db.orm);
  const victim = await createMember(t.db.orm);
  // logout ends the session it is called with: those calls use fresh sessions of accounts of their own
  const leaver = await createMember(t.db.orm);
  const leavingAdmin = await createAdmin(t.db.orm);
  sessionEnders = { member: leaver.id, admin: leavingAdmin.id };
  tokens.member = member.token;
  tokens.admin = admin.token;
  const students = await addStudents(
    t.db.orm,
    Array.from({ length: 5 }, () => ({})),
  );
  const collection = await (await t.handle('/api/website/collections', { method: 'POST', token: member.token, json: { name: 'Fuzz' } })).json();
  await t.handle('/api/website/saved-students', {
    method: 'POST',
    token: member.token,
    json: { studentId: students[0], collectionId: collection.id ?? collection.collection?.id },
  });
  realIds.push(...students, victim.id, String(collection.id ?? collection.collection?.id ?? students[1]));
}, 120_000);

afterAll(async () => {
  rmSync(webDist, { recursive: true, force: true });
}, 60_000);

const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s*at\s+\S/],
  ['a stack frame', /\bat\s+[^\s()]+\s+\([^)]*:\d+:\d+\)/],
  ['a source file position', /\.ts:\d*/],
  ['SQL text', /\bselect\s+(\*|"|\w+\.|count\(|distinct\b|\w+\s*,\s*\w+.*\bfrom\b)/i],
  ['SQL text', /\binsert\s+into\b/i],
  ['SQL text', /\bdelete\s+from\b/i],
  ['SQL text', /\bupdate\s+"?\w+"?\s+set\b/i],
  ['a database error', /syntax error/i],
  ['a database error', /relation\s+"/i],
  ['a database error', /violates|duplicate key value|invalid byte sequence|invalid input syntax/i],
];

/** Six levels of brackets: a refusal that quotes a nested or wide body back. */
const ECHOED_NESTING = /[[{](\s*("a":)?[[{]){5}|(\d,\s*){200}/;

/** Everything the request carried as text, so an answer that stores and echoes it is not taken for a leak. */
function submittedStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) submittedStrings(item, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) submittedStrings(v, submittedStrings(k, out));
  return out;
}

function passwordsIn(value: unknown, out: string[] = []): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (/password/i.test(k) && typeof v === 'string' && v.trim().length >= 6) out.push(v);
      else passwordsIn(v, out);
    }
  }
  return out;
}

function scrub(text: string, submitted: string[]): string {
  const variants = new Set<string>();
  for (const s of submitted) {
    for (const form of [s, s.trim(), s.toLowerCase(), s.trim().toLowerCase()]) {
      if (form.length < 3) continue;
      variants.add(form);
      variants.add(JSON.stringify(form).slice(1, -1));
    }
  }
  let scrubbed = text;
  for (const variant of [...variants].sort((a, b) => b.length - a.length)) scrubbed = scrubbed.split(variant).join('');
  return scrubbed;
}

function problemsOf(status: number, contentType: string, text: string, submitted: string[], passwords: string[]): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (status >= 400) {
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push('a refusal that is not JSON');
    }
    if (body !== undefined) {
      if (!contentType.includes('application/json')) problems.push(`a refusal served as ${contentType}`);
      const keys = body && typeof body === 'object' ? Object.keys(body) : [];
      if (typeof body?.error !== 'string' || typeof body?.message !== 'string' || !body.message) problems.push('a refusal without error and message');
      if (keys.some((k) => !['error', 'message', 'code', 'issues'].includes(k))) problems.push(`a refusal with extra keys ${keys.join(',')}`);
      if (body?.code !== undefined && typeof body.code !== 'string') problems.push('a non-string code');
      if (
        body?.issues !== undefined &&
        !(Array.isArray(body.issues) && body.issues.every((i: any) => typeof i?.path === 'string' && typeof i?.message === 'string'))
      ) {
        problems.push('malformed issues');
      }
    }
  }
  const scrubbed = scrub(text, submitted);
  for (const [what, pattern] of LEAKS) if (pattern.test(scrubbed)) problems.push(`${what}: ${pattern.exec(scrubbed)![0].slice(0, 80)}`);
  if (status >= 400 && ECHOED_NESTING.test(scrubbed)) problems.push('a refusal quoting the nested body back');
  const otherValues = submitted.filter((s) => !passwords.includes(s));
  for (const password of passwords) {
    if (!otherValues.some((s) => s.includes(password.trim())) && text.includes(password.trim())) problems.push('the submitted password');
  }
  return problems;
}

let requests = 0;
const statuses = new Map<number, number>();

async function send(method: string, path: string, who: Who, query: [string, string][], body: Body, headers: Record<string, string>) {
  const search = query.length ? `?${new URLSearchParams(query).toString()}` : '';
  const requestHeaders = new Headers(headers);
  if (body.contentType) requestHeaders.set('content-type', body.contentType);
  let token: string | undefined;
  if (who === 'forged') requestHeaders.set('authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwia2luZCI6ImFkbWluIn0.');
  else if (who !== 'anonymous') token = /\/logout$/.test(path) ? await tokenFor(t.db.orm, who, sessionEnders[who]) : tokens[who];
  requests += 1;
  const response = await t.handle(`${path}${search}`, { method, headers: requestHeaders, body: body.payload, token });
  const text = await response.text();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

describe(`fuzzing every operation of openapi.json (seed ${SEED}, ${RUNS} runs each)`, () => {
  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  for (const { path, method, op } of operations) {
    const parameters = op.parameters ?? [];
    const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const headerParams = parameters.filter((p) => p.in === 'header').map((p) => p.name);
    const role = roleOf(path, op);
    // imports parse and store whole files, sign-ins hash passwords on purpose slowly: fewer runs keep the file in budget
    const runs = /^\/api\/students\/import(\/preview)?$/.test(path) ? Math.ceil(RUNS / 3) : /login|register|password/.test(path) ? Math.ceil(RUNS / 2) : RUNS;

    it(`${method} ${path} (${op.operationId})`, async () => {
      const request = fc.record({
        who: fc.oneof({ weight: 6, arbitrary: fc.constant(role) }, { weight: 1, arbitrary: fc.constantFrom<Who>('anonymous', 'member', 'admin', 'forged') }),
        ids: fc.tuple(...pathParams.map(() => pathId), fc.constant('')),
        query: queryArbitrary(parameters),
        headers: fc.tuple(
          ...headerParams.map(() =>
            fc.option(
              hostileString.filter((s) => !/[\r\n\u0000]/.test(s) && s.length < 8_000),
              { nil: undefined },
            ),
          ),
          fc.constant(''),
        ),
        body: bodyArbitrary(method, op),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ who, ids, query, headers, body }) => {
          let url = path;
          pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, ids[i]!)));
          const headerValues: Record<string, string> = {};
          headerParams.forEach((name, i) => {
            if (headers[i] !== undefined) headerValues[name] = headers[i]!;
          });
          let answer: Awaited<ReturnType<typeof send>>;
          try {
            answer = await send(method, url, who, query, body, headerValues);
          } catch (error) {
            // headers a fetch client could never send (invalid characters) are not the server's concern
            if (error instanceof TypeError && /header/i.test(error.message)) return;
            throw error;
          }
          const submitted = [...submittedStrings(body.value), ...query.flat(), ...ids, ...Object.values(headerValues)];
          const problems = problemsOf(answer.status, answer.contentType, answer.text, submitted, passwordsIn(body.value));
          // the contract lists every status the operation answers (an odd path id may reach another route: not this one's)
          const reachesThisRoute = ids.every((id) => id === '' || /^[\w-]+$/.test(id));
          if (reachesThisRoute && !(String(answer.status) in op.responses)) problems.push(`status ${answer.status}, which the contract does not list`);
          if (problems.length) {
            throw new Error(
              `${method} ${url.slice(0, 200)} as ${who} answered ${answer.status}: ${problems.join('; ')}\n` +
                `answer: ${answer.text.slice(0, 500)}\nFUZZ_SEED=${SEED}`,
            );
          }
        }),
        { seed: SEED, numRuns: runs, endOnFailure: true },
      );
    }, 120_000);
  }

  it('sent thousands of requests', () => {
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(`fuzz: ${requests} requests over ${operations.length} operations (seed ${SEED}, ${t.db.kind}); ${byStatus}`);
    expect(requests).toBeGreaterThanOrEqual(operations.length * RUNS * 0.7);
    // most requests got past the auth guards to validation and the use cases
    expect((statuses.get(400) ?? 0) + (statuses.get(200) ?? 0)).toBeGreaterThan(requests / 2);
  });
});
