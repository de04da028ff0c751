import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { ApiError, failureMessage, serverMessage } from '@/lib/api-error';
import { useBulkUnlock } from '../api/bulk-unlock';
import { useSaveStudents } from '../api/saved-students';
import type { StudentLead } from '../api/students';
import { useUnlockStudent } from '../api/unlock-student';
import { plural } from '@/lib/plural';

const SKIP_WORDS: Record<string, string> = {
  'STUDENTS.PARENTAL_CONSENT_REQUIRED': "under 18 without a guardian's consent",
  'STUDENTS.DO_NOT_CONTACT': 'asked not to be contacted',
  'STUDENTS.SEASON_CAP': 'already contacted by the most institutions allowed this admission season',
};
/** Issue 25 §4: the students a bulk action left out, in a sentence ('' when none). */
const leftOut = (skipped: { code: string }[] | undefined) => {
  if (!skipped?.length) return '';
  const reasons = [...new Set(skipped.map((item) => SKIP_WORDS[item.code] ?? item.code))].join('; ');
  return ` ${plural(skipped.length, 'student')} left out, not charged (${reasons}).`;
};

/** The unlock and save flows of spec 001 §4, with the toasts of §8. */
export function usePortalActions() {
  const unlockOne = useUnlockStudent();
  const unlockMany = useBulkUnlock();
  const { saveOne, saveMany, remove } = useSaveStudents();
  /** the students waiting for a collection to be chosen */
  const [saveTarget, setSaveTarget] = useState<string[] | null>(null);

  const unlock = (student: StudentLead, then?: () => void) =>
    unlockOne.mutate(
      { body: { studentId: student.id } },
      {
        onSuccess: (data) => {
          notify({
            title: 'Student Unlocked!',
            description: `Contact details unlocked. ${plural(data.remainingCredits, 'credit')} remaining.`,
            variant: 'success',
          });
          then?.();
        },
        onError: (error) => notify({ title: 'Unlock Failed', description: failureMessage(error, 'Failed to unlock student'), variant: 'destructive' }),
      },
    );

  const bulkUnlock = (studentIds: string[], then?: () => void) =>
    unlockMany.mutate(
      { body: { studentIds } },
      {
        onSuccess: (data) => {
          notify({
            title: 'Students Unlocked!',
            description: `${plural(data.unlocked, 'student')} unlocked using ${plural(data.creditsConsumed, 'credit')}. ${plural(data.remainingCredits, 'credit')} remaining.${leftOut(data.skipped)}`,
            variant: 'success',
          });
          then?.();
        },
        // spec 001 §8: the server's words, else 'Failed to bulk unlock students'; with no answer at all, the 'Error' toast
        onError: (error) =>
          error instanceof ApiError && error.status > 0
            ? notify({ title: 'Bulk Unlock Failed', description: failureMessage(error, 'Failed to bulk unlock students'), variant: 'destructive' })
            : notify({ title: 'Error', description: 'Failed to unlock students. Please try again.', variant: 'destructive' }),
      },
    );

  const saveFailed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      notify({
        title: 'Collection Error',
        description: 'The selected collection no longer exists. Please select a different collection.',
        variant: 'destructive',
      });
    } else if (error instanceof ApiError && error.status === 409) {
      notify({ title: 'Already Saved', description: 'the student is already in your saved list' });
    } else {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to save or remove student. Please try again.'), variant: 'destructive' });
    }
  };

  const saveTo = (collectionId: string, onDone: () => void) => {
    const ids = saveTarget ?? [];
    if (ids.length === 1) {
      saveOne.mutate(
        { body: { studentId: ids[0]!, collectionId, notes: '' } },
        {
          onSuccess: () => {
            notify({ title: 'Saved', description: 'The student was added to your collection.', variant: 'success' });
            setSaveTarget(null);
            onDone();
          },
          onError: saveFailed,
        },
      );
      return;
    }
    saveMany.mutate(
      { body: { studentIds: ids, collectionId, notes: '' } },
      {
        onSuccess: (data) => {
          notify({
            title: 'Bulk Save Complete',
            // the credits the server charged, not the count saved
            description: `Successfully saved ${plural(data.savedCount, 'student')}; ${data.alreadySavedCount} ${data.alreadySavedCount === 1 ? 'was' : 'were'} already saved; ${plural(data.creditsConsumed, 'credit')} consumed${leftOut(data.skipped)}`,
            variant: 'success',
          });
          setSaveTarget(null);
          onDone();
        },
        onError: saveFailed,
      },
    );
  };

  const unsave = (student: StudentLead) =>
    remove.mutate(
      { path: { studentId: student.id } },
      {
        onSuccess: () => notify({ title: 'Removed', description: `${student.studentName} was removed from your saved students.` }),
        onError: saveFailed,
      },
    );

  return {
    unlock,
    bulkUnlock,
    unsave,
    saveTarget,
    setSaveTarget,
    saveTo,
    unlocking: unlockOne.isPending || unlockMany.isPending,
    saving: saveOne.isPending || saveMany.isPending,
  };
}

export type PortalActions = ReturnType<typeof usePortalActions>;
