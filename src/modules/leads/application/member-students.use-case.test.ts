import { describe, expect, it } from 'bun:test';
import type { ListedStudentLead } from './present-students.use-case';
import { unlockedLeadsPage } from './member-students.use-case';

const lead = (id: string) => ({ id, studentName: `Student ${id}` }) as unknown as ListedStudentLead;

describe('the unlocked students, paged (issue 25 §10)', () => {
  const rows = ['c', 'b', 'a'].map((studentId, i) => ({ studentId, unlockedAt: new Date(Date.UTC(2026, 0, 3 - i)) }));
  const asked: { limit: number; offset: number }[] = [];
  const deps = {
    unlocked: {
      page: async (_memberId: string, limit: number, offset: number) => {
        asked.push({ limit, offset });
        return { rows: rows.slice(offset, offset + limit), total: rows.length };
      },
    },
    // the catalogue hides 'b' (e.g. consent withdrawn with HIDE_RECORDS_WITHOUT_CONSENT)
    present: async (_viewer: unknown, ids: readonly string[]) => ids.filter((id) => id !== 'b').map(lead),
  };

  it('reads the page at its offset and keeps the unlock order, each student with when it was unlocked', async () => {
    const page = await unlockedLeadsPage({ memberId: 'm', institutionId: 'm', isPremium: false }, { page: 1, limit: 2 }, deps);
    expect(asked.at(-1)).toEqual({ limit: 2, offset: 0 });
    expect(page).toMatchObject({ total: 3, totalPages: 2, page: 1, limit: 2 });
    expect(page.students.map((s) => [s.id, s.unlockedAt])).toEqual([['c', '2026-01-03T00:00:00.000Z']]);
    const second = await unlockedLeadsPage({ memberId: 'm', institutionId: 'm', isPremium: false }, { page: 2, limit: 2 }, deps);
    expect(asked.at(-1)).toEqual({ limit: 2, offset: 2 });
    expect(second.students.map((s) => s.id)).toEqual(['a']);
  });
});
