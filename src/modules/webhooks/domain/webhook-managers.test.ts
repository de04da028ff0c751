import { describe, expect, test } from 'bun:test';
import { canManageWebhooks } from './webhook-managers';

describe("who manages an institution's webhooks", () => {
  test('the owner and managers do; a member does not', () => {
    expect(canManageWebhooks('owner')).toBe(true);
    expect(canManageWebhooks('manager')).toBe(true);
    expect(canManageWebhooks('member')).toBe(false);
  });
});
