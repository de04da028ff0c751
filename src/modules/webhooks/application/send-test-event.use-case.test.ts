import { describe, expect, it } from 'bun:test';
import { testOutcomeMessage } from './send-test-event.use-case';

describe('the outcome of a test event, in words (issue 25 §10)', () => {
  it("says delivered with the receiver's status and latency", () => {
    expect(testOutcomeMessage({ status: 'delivered', lastStatusCode: 204, lastError: null, lastLatencyMs: 42 })).toBe(
      'Test event delivered: your server answered 204 in 42 ms.',
    );
  });

  it('says why it was not delivered, and what to do', () => {
    expect(testOutcomeMessage({ status: 'failed', lastStatusCode: null, lastError: 'Timed out after 5 s', lastLatencyMs: 5000 })).toBe(
      'Test event not delivered: Timed out after 5 s. It is in the delivery log; fix the receiver and press Redeliver.',
    );
  });
});
