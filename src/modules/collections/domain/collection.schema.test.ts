import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { copyName, CreateCollectionSchema } from './collection.schema';

const parse = (input: unknown) =>
  v.safeParse(CreateCollectionSchema, input) as v.SafeParseResult<typeof CreateCollectionSchema> & { output?: { tags: string[]; color: string } };

describe('create collection schema', () => {
  it('trims the name and fills the default colour', () => {
    expect(parse({ name: '  Toppers ' }).output).toEqual({ name: 'Toppers', color: '#3b82f6', tags: [] });
  });

  it('refuses a blank or long name with the spec message', () => {
    expect(parse({ name: '   ' }).issues?.[0]?.message).toBe('Collection name is required');
    expect(parse({ name: 'x'.repeat(51) }).success).toBe(false);
    expect(parse({ name: 'x'.repeat(50) }).success).toBe(true);
  });

  it('limits the description to 200 characters', () => {
    expect(parse({ name: 'a', description: 'd'.repeat(201) }).success).toBe(false);
  });

  it('trims tags, drops blanks and duplicates, refuses long ones', () => {
    expect(parse({ name: 'a', tags: [' neet ', 'neet', '', 'jee'] }).output?.tags).toEqual(['neet', 'jee']);
    expect(parse({ name: 'a', tags: ['t'.repeat(21)] }).success).toBe(false);
  });

  it('accepts hex colours only', () => {
    expect(parse({ name: 'a', color: '#ABC' }).output?.color).toBe('#abc');
    expect(parse({ name: 'a', color: 'red' }).success).toBe(false);
  });

  it('proposes "{name} (Copy)" within 50 characters', () => {
    expect(copyName('Toppers')).toBe('Toppers (Copy)');
    expect(copyName('x'.repeat(50))).toHaveLength(50);
  });
});
