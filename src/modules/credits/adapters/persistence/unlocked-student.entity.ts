import { defineEntity, p } from '@mikro-orm/core';
import { idColumn } from '../../../../platform/db/columns';

export const UnlockedStudentEntity = defineEntity({
  name: 'UnlockedStudent',
  tableName: 'unlocked_students',
  uniques: [{ properties: ['userId', 'studentId'] }],
  properties: {
    id: idColumn(),
    /** references website_users(id) on delete cascade */
    userId: p.uuid(),
    /** references students(id) on delete cascade; null once the student was erased (an anonymous stub) */
    studentId: p.uuid().nullable(),
    unlockedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
});
