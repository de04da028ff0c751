import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { PortalSearchSchema } from '@/features/portal/portal-search';
import { parseSearch, stringifySearch } from './search-params';

describe('the address bar as plain text', () => {
  it('reads every value as the string it is, digits and true/false included', () => {
    expect(parseSearch('?passingYear=2025&emailVerified=true&mobileVerified=false&pincode=411001&state=Tamil%20Nadu')).toEqual({
      passingYear: '2025',
      emailVerified: 'true',
      mobileVerified: 'false',
      pincode: '411001',
      state: 'Tamil Nadu',
    });
    expect(parseSearch('')).toEqual({});
  });

  it('keeps the filters of a shared portal link through the portal schema, and writes them back as typed', () => {
    const link = '?state=Kerala&passingYear=2025&pincode=682001&emailVerified=true&whatsappVerified=false&page=3&limit=50';
    const view = v.parse(PortalSearchSchema, parseSearch(link));
    expect(view).toMatchObject({
      state: 'Kerala',
      passingYear: '2025',
      pincode: '682001',
      emailVerified: 'true',
      whatsappVerified: 'false',
      page: 3,
      limit: 50,
    });
    expect(v.parse(PortalSearchSchema, parseSearch(stringifySearch(view)))).toEqual(view);
    expect(stringifySearch({ passingYear: '2025', emailVerified: 'true' })).toBe('?passingYear=2025&emailVerified=true');
  });
});
