import * as v from 'valibot';
import { SkippedStudentsSchema } from '@modules/leads/domain/skipped-students.schema';
import { StudentLeadSchema } from './leads.schemas';

const studentId = v.pipe(v.string('studentId is required'), v.uuid('Not a valid student id'));

export const UnlockBody = v.object({ studentId });

export const BulkUnlockBody = v.object({
  studentIds: v.pipe(
    v.array(studentId, 'studentIds must be a list'),
    v.minLength(1, 'At least one student must be selected'),
    v.maxLength(500, 'At most 500 students can be unlocked at once'),
  ),
});

export const UnlockResponse = v.object({ remainingCredits: v.number(), creditsConsumed: v.number(), alreadyUnlocked: v.boolean(), student: StudentLeadSchema });

export const BulkUnlockResponse = v.object({
  unlocked: v.number(),
  creditsConsumed: v.number(),
  remainingCredits: v.number(),
  /** the requested students now unlocked (new and earlier unlocks alike): every one but those skipped */
  studentIds: v.array(v.string()),
  skipped: SkippedStudentsSchema,
});

export const UnlockedListResponse = v.object({
  unlockedStudents: v.array(v.object({ studentId: v.string(), unlockedAt: v.string() })),
});
