import * as v from 'valibot';

/**
 * The refusals that leave one student out of a bulk unlock or save (docs/product.md, "Bulk actions and students nobody
 * may contact"); the rest go ahead.
 */
export const SKIP_REASONS = ['STUDENTS.PARENTAL_CONSENT_REQUIRED', 'STUDENTS.DO_NOT_CONTACT', 'STUDENTS.SEASON_CAP', 'STUDENTS.CONTACT_INVALID'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** Why each student of a bulk request is left out: the student's id, the refusal's code and its words. */
export type Skipped = { studentId: string; code: SkipReason; message: string };

export const SkippedStudentsSchema = v.pipe(
  v.array(
    v.object({
      studentId: v.string(),
      code: v.pipe(v.picklist(SKIP_REASONS), v.description('why the student was left out')),
      message: v.string(),
    }),
  ),
  v.description(
    "the requested students left out, nothing charged for them: minors without a guardian's consent, students who withdrew consent or asked not to be contacted, and (bulk unlock) students already unlocked by as many institutions this admission season as allowed (STUDENTS.SEASON_CAP, ADR 0023), and students whose every contact is marked invalid (STUDENTS.CONTACT_INVALID, ADR 0025)",
  ),
);

/** The skipped list of a map of refusals (each one of SKIP_REASONS). */
export const skippedFrom = (refused: ReadonlyMap<string, { code: string; message: string }>): Skipped[] =>
  [...refused].map(([studentId, error]) => ({ studentId, code: error.code as SkipReason, message: error.message }));
