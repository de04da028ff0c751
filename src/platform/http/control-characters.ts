import { Elysia } from 'elysia';
import { DomainError } from '../kernel/domain-error';
import { hasControlCharacters } from '../kernel/control-characters';

/** The dotted path of the first string (or key) holding a control character, or undefined. */
function firstControlCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path || 'value' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object' || value instanceof Blob) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) return path || 'value';
    const found = firstControlCharacter(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses (400, before validation) any path id, query value or body string holding a control character
 * (see kernel/control-characters.ts): one rule for every route instead of one per schema.
 */
export const controlCharacterGuard = () =>
  new Elysia({ name: 'platform.control-characters' }).onTransform({ as: 'global' }, ({ params, query, body }) => {
    for (const [where, value] of [
      ['path', params],
      ['query string', query],
      ['request body', body],
    ] as const) {
      const field = firstControlCharacter(value, '');
      if (field) {
        // field names come from the caller too: only plain ones are named back
        const name = /^[\w.-]{1,80}$/.test(field) ? field : 'a field';
        throw new DomainError('invalid', 'VALIDATION', `Invalid ${where}: ${name} contains control characters`);
      }
    }
  });
