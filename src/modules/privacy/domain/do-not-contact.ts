/**
 * ADR 0017: a student who must not be contacted, because their number is on the DND/NCPR registry or because they
 * objected. Members who unlocked them before keep what they paid for; nobody else may unlock them.
 */
export const DO_NOT_CONTACT_REASONS = ['dnd_registry', 'objection'] as const;
export type DoNotContactReason = (typeof DO_NOT_CONTACT_REASONS)[number];

/** Who set the flag: an import's column, an admin's action, or the student's own request (the rights portal). */
export const DO_NOT_CONTACT_SET_BY = ['import', 'admin', 'student'] as const;
export type DoNotContactSetBy = (typeof DO_NOT_CONTACT_SET_BY)[number];

/** The optional column of the consent template (either spelling); a file without it imports as before. */
export const DO_NOT_CONTACT_COLUMNS = ['do_not_contact', 'do not contact'] as const;

const CELL: Record<string, DoNotContactReason | null> = {
  '': null,
  no: null,
  false: null,
  '0': null,
  yes: 'dnd_registry',
  true: 'dnd_registry',
  '1': 'dnd_registry',
  dnd: 'dnd_registry',
  ncpr: 'dnd_registry',
  dnd_registry: 'dnd_registry',
  objection: 'objection',
  objected: 'objection',
};

/** The flag a row's cell asks for (null: none), or why it cannot be read. */
export function readDoNotContactCell(cell: string | undefined): { reason: DoNotContactReason | null; problem?: string } {
  const text = (cell ?? '').trim().toLowerCase();
  if (text in CELL) return { reason: CELL[text]! };
  return { reason: null, problem: 'do_not_contact must be blank, yes, dnd (DND/NCPR registry) or objection' };
}
