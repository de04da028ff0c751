import { describe, expect, it } from 'bun:test';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, reset or timed-out connection', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it('recognises PostgreSQL shutting down, starting up and connection-exception states', () => {
    for (const code of ['57P01', '57P03', '08006', '08001']) expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it("recognises pg's messages for a dropped connection and a connect timeout", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through a wrapping error to its cause', () => {
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('leaves constraint violations, syntax errors and plain bugs alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42601', 'syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
