import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { completeContract, valibotToOpenApi } from './openapi-contract';
import { ErrorResponse, queryIntOneOf } from './schemas';

describe('valibot → OpenAPI 3.1 schemas', () => {
  it('writes nullable values as 3.1 type arrays, null among the enum values too', () => {
    const schema = valibotToOpenApi(v.object({ note: v.nullable(v.string()), kind: v.nullable(v.picklist(['a', 'b'])) })) as any;
    expect(schema.properties.note).toEqual({ type: ['string', 'null'] });
    expect(schema.properties.kind).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expect(JSON.stringify(schema)).not.toContain('nullable');
    expect(schema.$schema).toBeUndefined();
  });

  it('refers to the shared error envelope instead of repeating it', () => {
    expect(valibotToOpenApi(ErrorResponse)).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
  });

  it('publishes a query page size as the integers it accepts', () => {
    expect(valibotToOpenApi(v.object({ limit: queryIntOneOf([10, 20], 10) })).properties?.limit).toMatchObject({
      type: 'integer',
      enum: [10, 20],
      default: 10,
    });
  });
});

describe('completeContract', () => {
  const document = (responses: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    paths: { '/api/things': { post: { operationId: 'makeThing', requestBody: { content: {} }, responses, ...extra } } },
  });

  it('adds the statuses the shared guards answer, each in the envelope', () => {
    const done = completeContract(document({ '200': { description: 'ok' } }), { withoutDatabase: [] });
    const responses = done.paths['/api/things'].post.responses;
    expect(Object.keys(responses)).toEqual(['200', '400', '401', '413', '503']);
    expect(responses['413'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(done.components.schemas.ErrorEnvelope.required).toEqual(['error', 'message']);
  });

  it('leaves out 401 for a public operation and 503 for one that never reaches the database', () => {
    const done = completeContract(document({ '200': { description: 'ok' } }, { security: [] }), { withoutDatabase: ['makeThing'] });
    expect(Object.keys(done.paths['/api/things'].post.responses)).toEqual(['200', '400', '413']);
  });

  it('lists 400 even for an operation that takes no input (control characters in any query value are refused)', () => {
    const done = completeContract(
      { paths: { '/api/ping': { get: { operationId: 'ping', security: [], responses: { '200': { description: 'ok' } } } } } },
      { withoutDatabase: ['ping'] },
    );
    expect(Object.keys(done.paths['/api/ping'].get.responses)).toEqual(['200', '400']);
  });

  it('refuses an error answer that is not the envelope', () => {
    const bad = document({ '404': { description: 'gone', content: { 'application/json': { schema: { type: 'object' } } } } });
    expect(() => completeContract(bad, { withoutDatabase: [] })).toThrow('makeThing: the 404 answer is not the error envelope');
  });
});
