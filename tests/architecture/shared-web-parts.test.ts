import { describe, expect, it } from 'bun:test';
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';

/**
 * The web's shared parts: the admin lists show their loading, failure, empty and table states through one DataTable,
 * and Save to Collection and Move to Collection are one dialog, so that a fix to either lands everywhere at once.
 */
const sources = [...new Glob('web/src/**/*.tsx').scanSync('.')].filter((file) => !file.startsWith('web/src/api/')).sort();
const read = (file: string) => readFileSync(file, 'utf8');
const admin = (name: string) => `web/src/features/admin/components/${name}.tsx`;

describe('one data table for the admin lists', () => {
  const lists = ['audit-log-tab', 'enquiries-tab', 'privacy-requests-tab', 'reports-tab', 'upload-history-tab', 'users-tab'].map(admin);

  it('every admin list renders components/ui/data-table.tsx and no state of its own', () => {
    for (const file of lists) {
      expect({ file, usesDataTable: /import \{ DataTable \} from '@\/components\/ui\/data-table'/.test(read(file)) }).toEqual({ file, usesDataTable: true });
      expect({ file, ownStates: /<(LoadingState|EmptyState|ListAlert)\b/.test(read(file)) }).toEqual({ file, ownStates: false });
    }
  });

  it("every admin list's toolbar draws its search box and filters with components/ui/toolbar-fields.tsx", () => {
    const toolbars = [...lists.filter((file) => !file.endsWith('audit-log-tab.tsx')), admin('students-toolbar')];
    for (const file of toolbars) {
      const text = read(file);
      const shared = /import \{[^}]*Toolbar(Search|Select)[^}]*\} from '@\/components\/ui\/toolbar-fields'/.test(text);
      // a search box of its own is an input with an inline width; a filter of its own is a <select> (the Students tab keeps its four, whose lists come from the server)
      const own = /style=\{\{ maxWidth/.test(text) || (!file.endsWith('students-toolbar.tsx') && /<select\b/.test(text));
      expect({ file, shared, own }).toEqual({ file, shared: true, own: false });
    }
  });

  it('only the data table and the tables with their own head (sorting, selection) draw a <table> in the admin', () => {
    const drawing = sources.filter((file) => file.includes('/admin/') && /<table\b/.test(read(file)));
    expect(drawing).toEqual([admin('students-admin-table')]);
  });
});

describe('one collection choice dialog', () => {
  it('Save to Collection and Move to Collection are components/ui/collection-choice-dialog.tsx', () => {
    const users = sources.filter((file) => /import \{ CollectionChoiceDialog \} from '@\/components\/ui\/collection-choice-dialog'/.test(read(file)));
    expect(users).toEqual(['web/src/features/portal/components/save-to-collection-dialog.tsx', 'web/src/features/saved/components/move-dialog.tsx']);
  });

  it('no feature draws a list of collections to choose from with radio buttons of its own', () => {
    const drawing = sources.filter((file) => file.startsWith('web/src/features/') && /\.map\(\(collection\) =>[\s\S]{0,800}type="radio"/.test(read(file)));
    expect(drawing).toEqual([]);
  });
});
