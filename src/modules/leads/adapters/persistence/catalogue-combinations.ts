import { join, raw, type Sql, sql } from '@platform/db/sql';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';

/**
 * catalogue_combinations (Migration20270107000000): the students of each combination of the eight keyed filter
 * columns, counted in eight slots f0 … f7, one for each way the three verified flags can stand (N's bits).
 */
const FLAG_BITS = { emailVerified: 4, mobileVerified: 2, whatsappVerified: 1 } as const;
type Flag = keyof typeof FLAG_BITS;
export const isFlag = (key: string): key is Flag => key in FLAG_BITS;
const KEYED: ReadonlySet<string> = new Set(['gender', 'stream', 'state', 'city', 'entranceExam', 'course', 'passingYear', 'pincode']);
const SLOTS = [raw('f0'), raw('f1'), raw('f2'), raw('f3'), raw('f4'), raw('f5'), raw('f6'), raw('f7')];

/** Filters the combinations do not hold ("verified within", DND, the exclusion list): only the catalogue can tell. */
export const needsCatalogue = (filters: StudentFilters) => Object.keys(filters).some((filter) => !KEYED.has(filter) && !isFlag(filter));

/** The filters but `except`, split into the keyed columns' (a WHERE clause on the table) and the flags' (its slots). */
export function combinationFilters(filters: StudentFilters, except?: keyof StudentFilters) {
  const chosen = Object.entries(filters).filter(([filter, value]) => filter !== except && value !== undefined);
  return {
    keyed: Object.fromEntries(chosen.filter(([filter]) => KEYED.has(filter))) as StudentFilters,
    flags: Object.fromEntries(chosen.filter(([filter]) => isFlag(filter))) as Partial<Record<Flag, boolean>>,
  };
}

/** The slots whose flags stand as `flags` says. */
const agreeing = (flags: Partial<Record<Flag, boolean>>) =>
  SLOTS.filter((_, n) => (Object.entries(flags) as [Flag, boolean][]).every(([flag, on]) => Boolean(n & FLAG_BITS[flag]) === on));

/** A combination some student still holds with the flags standing as `flags` says. */
export const heldWith = (flags: Partial<Record<Flag, boolean>>): Sql =>
  sql`(${join(
    agreeing(flags).map((slot) => sql`${slot} > 0`),
    ' or ',
  )})`;

/** How many students of a combination have the flags standing as `flags` says. */
export const countedWith = (flags: Partial<Record<Flag, boolean>>): Sql => sql`(${join(agreeing(flags), ' + ')})`;

/** All its students. */
export const COUNTED_ALL = countedWith({});

/** The sort columns it is keyed by. */
export const KEYED_SORTS = ['state', 'city', 'stream', 'gender', 'entranceExam', 'course', 'passingYear'] as const satisfies readonly SortField[];
export type KeyedSort = (typeof KEYED_SORTS)[number];
export const isKeyedSort = (sortBy: SortField): sortBy is KeyedSort => (KEYED_SORTS as readonly SortField[]).includes(sortBy);
