import type { Filters } from '../portal-search';

const STATUS_WORDS: Record<string, [string, string]> = {
  emailVerified: ['e-mail verified', 'e-mail not verified'],
  mobileVerified: ['mobile verified', 'mobile not verified'],
  whatsappVerified: ['WhatsApp verified', 'WhatsApp not verified'],
};
/** the order a person reads a search in: where, what, when, then the rest */
const ORDER = ['state', 'city', 'stream', 'education', 'entranceExam', 'passingYear', 'gender', 'pincode'] as const;

/**
 * Issue 25 §12: a saved search's default name in words, "Maharashtra · Engineering · 2025 · mobile verified", not the
 * raw values in key order ("true, Maharashtra, …"). At most 80 characters, as the name field allows.
 */
export function savedSearchName(filters: Filters, search: string | undefined): string {
  const chosen = (value: string | undefined): value is string => Boolean(value) && value !== 'all';
  const parts = [
    ...(search?.trim() ? [`“${search.trim()}”`] : []),
    ...ORDER.map((key) => filters[key]).filter(chosen),
    ...Object.entries(STATUS_WORDS)
      .filter(([key]) => chosen(filters[key as keyof Filters]))
      .map(([key, [yes, no]]) => (filters[key as keyof Filters] === 'true' ? yes : no)),
    ...(filters.dnd === 'exclude' ? ['no DND numbers'] : []),
  ];
  const name = parts.join(' · ');
  return name.length > 80 ? `${name.slice(0, 79).trimEnd()}…` : name || 'All students';
}
