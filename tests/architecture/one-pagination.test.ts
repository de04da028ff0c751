import { describe, expect, it } from 'bun:test';
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';

/**
 * Issue 25 §12: the portal, the saved students and the admin lists page the same way, so there is one pagination bar
 * (web/src/components/ui/pagination.tsx) and every list renders that one rather than a copy of its own.
 */
describe('one pagination component', () => {
  const sources = [...new Glob('web/src/**/*.tsx').scanSync('.')].filter((file) => !file.startsWith('web/src/api/')).sort();

  it('only components/ui/pagination.tsx draws a pagination bar', () => {
    const drawing = sources.filter((file) => /aria-label="Pagination"|Previous page|Rows per page|Go to page/.test(readFileSync(file, 'utf8')));
    expect(drawing).toEqual(['web/src/components/ui/pagination.tsx']);
  });

  it('the portal, the saved students and all the admin lists use it', () => {
    const users = sources.filter((file) => /import \{ Pagination \} from '@\/components\/ui\/pagination'/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([
      'web/src/features/admin/components/enquiries-tab.tsx',
      'web/src/features/admin/components/institutions-tab.tsx',
      'web/src/features/admin/components/invoices-tab.tsx',
      'web/src/features/admin/components/reports-tab.tsx',
      'web/src/features/admin/components/students-tab.tsx',
      'web/src/features/admin/components/upload-history-tab.tsx',
      'web/src/features/admin/components/users-tab.tsx',
      'web/src/features/portal/components/student-leads-section.tsx',
      'web/src/features/saved/components/saved-list-card.tsx',
    ]);
  });
});
