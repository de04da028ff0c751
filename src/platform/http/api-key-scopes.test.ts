import { describe, expect, it } from 'bun:test';
import { scopeFor } from './api-key-scopes';

describe('what an API key may call', () => {
  it('reads with read, unlocks with unlock, exports with export', () => {
    expect(scopeFor('GET', '/api/public/students')).toBe('read');
    expect(scopeFor('POST', '/api/website/saved-students/quote')).toBe('read');
    expect(scopeFor('POST', '/api/website/students/bulk-unlock')).toBe('unlock');
    expect(scopeFor('POST', '/api/website/saved-students/export')).toBe('export');
  });

  it('never changes anything else, nor manages keys', () => {
    expect(scopeFor('POST', '/api/website/collections')).toBeNull();
    expect(scopeFor('PATCH', '/api/website/auth/change-password')).toBeNull();
    expect(scopeFor('GET', '/api/website/api-keys')).toBeNull();
    expect(scopeFor('DELETE', '/api/website/api-keys/:id')).toBeNull();
  });
});
