import { defineEntity, p } from '@mikro-orm/core';
import { idColumn } from '../../../../platform/db/columns';

export const SavedStudentEntity = defineEntity({
  name: 'SavedStudent',
  tableName: 'saved_students',
  uniques: [{ properties: ['userId', 'studentId'] }],
  properties: {
    id: idColumn(),
    /** references website_users(id) on delete cascade */
    userId: p.uuid(),
    /** references students(id) on delete cascade */
    studentId: p.uuid(),
    /** references collections(id) on delete set null */
    collectionId: p.uuid().nullable().index(),
    notes: p.text().nullable(),
    savedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});
