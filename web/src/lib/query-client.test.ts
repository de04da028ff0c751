import { describe, expect, it } from 'bun:test';
import { ApiError, failureMessage } from './api-error';
import { createQueryClient } from './query-client';

const { retry, retryDelay } = createQueryClient().getDefaultOptions().queries as {
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: (attempt: number, error: unknown) => number;
};

describe('query retries', () => {
  it("waits the scraping guard's Retry-After before asking again, never less", () => {
    const limited = new ApiError(429, { error: 'Too many student list requests. Please wait 42 seconds and try again.', code: 'RATE_LIMITED' }, '', 42);
    expect(retryDelay(1, limited)).toBe(42_000);
    expect(retryDelay(2, limited)).toBe(42_000);
  });

  it('backs off from 1 s, doubling, for other failures, and never retries 401/403', () => {
    const failed = new ApiError(500, undefined, '');
    expect(retryDelay(1, failed)).toBe(2_000);
    expect(retry(1, failed)).toBe(true);
    expect(retry(2, failed)).toBe(false);
    expect(retry(0, new ApiError(403, undefined, ''))).toBe(false);
  });
});

describe('failure messages (spec 001 §8)', () => {
  it("says the server's words, else the call's fallback, else 'Request failed: {status}', and 'Network error' without an answer", () => {
    expect(failureMessage(new ApiError(409, { message: 'A collection named X already exists.' }, ''), 'Failed to update collection')).toBe(
      'A collection named X already exists.',
    );
    expect(failureMessage(new ApiError(500, undefined, ''), 'Failed to move student')).toBe('Failed to move student');
    expect(failureMessage(new ApiError(502, undefined, ''))).toBe('Request failed: 502');
    expect(failureMessage(new TypeError('Failed to fetch'), 'Failed to move student')).toBe('Network error');
  });
});
