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

/** How the index answers a term: by its longest `word`, the term's words `before` it alongside. */
export type NameWordSearch = { word: string; before: string[]; whole: boolean };

/**
 * How the index answers `term`: by its longest `word` (as a rule, the fewest names hold it). The search text begins
 * with the name, and only names hold that word (the caller checks), so the term's words `before` it lie in the name
 * too: every student the term matches also holds a name word containing each of them. (The words after it may run on
 * into the city, which follows the name.) `whole` when the term is that one word, so that every student holding a
 * name word containing it matches the search, and the rows need not be checked against it. Null when the term is not
 * made of letter-and-digit words one space apart (punctuation, accents, an e-mail) or has no letter (a phone number's
 * part: only contacts hold those).
 */
export function nameWordSearch(term: string): NameWordSearch | null {
  const lowered = searchableTerm(term).toLowerCase();
  if (!/^[a-z0-9]+( [a-z0-9]+)*$/.test(lowered) || !/[a-z]/.test(lowered)) return null;
  const words = lowered.split(' ');
  const at = words.reduce((longest, next, i) => (next.length > words[longest]!.length ? i : longest), 0);
  const word = words[at]!;
  return { word, before: [...new Set(words.slice(0, at))], whole: word === lowered };
}
