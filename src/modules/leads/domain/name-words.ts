import { searchableTerm } from './search-term';
import type { SortField } from './student-query.schema';

/**
 * ADR 0029: a search the name-word index (student_name_words) can answer. The index holds each name's words: its runs
 * of ASCII letters and digits, lowercased (the migration splits names the same way). A term made only of such runs,
 * one space apart, lies within the words it touches, so every student it matches holds a word containing the term's
 * longest word; the rows found that way are then checked against the search itself.
 */

/** The sorts whose order the index's entries carry (one B-tree each, read either way). */
export const NAME_WORD_SORTS = ['createdAt', 'studentName', 'age'] as const satisfies readonly SortField[];
export type NameWordSort = (typeof NAME_WORD_SORTS)[number];
export const isNameWordSort = (sortBy: SortField): sortBy is NameWordSort => (NAME_WORD_SORTS as readonly SortField[]).includes(sortBy);

/**
 * The word of `term` to look the index up by (the longest: as a rule, the fewest names hold it), or null when the term
 * is not made of letter-and-digit words one space apart (punctuation, accents, an e-mail) or has no letter (a
 * phone number's part: only contacts hold those).
 */
export function nameWordOf(term: string): string | null {
  const lowered = searchableTerm(term).toLowerCase();
  if (!/^[a-z0-9]+( [a-z0-9]+)*$/.test(lowered) || !/[a-z]/.test(lowered)) return null;
  return lowered.split(' ').reduce((longest, word) => (word.length > longest.length ? word : longest));
}
