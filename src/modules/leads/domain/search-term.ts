import { normaliseMobile } from './student-form.schema';

/**
 * The text a search matches. A term written like a phone number (`+91 94189 71455`, `094189-71455`, `94189 71455`)
 * is looked for in the 10-digit form the catalogue stores; any other term as typed.
 */
export function searchableTerm(term: string): string {
  if (!/^\+?[\d\s\-().]+$/.test(term)) return term;
  const digits = normaliseMobile(term.trim());
  return /^\d+$/.test(digits) ? digits : term;
}
