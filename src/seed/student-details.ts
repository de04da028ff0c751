import type { StateOrUt } from './india-geography';
import { NAME_GROUPS, NAME_POOLS, type NameGroup } from './indian-names';
import { pick, random } from './seeded-random';
import { APARTMENTS, EMAIL_DOMAINS, type Level, LOCALITIES } from './student-distributions';

// How one generated student's name group, parents' names, board, address and e-mail are drawn.

/** Email-safe lowercase forms of every name, computed once. */
const emailForm = new Map<string, string>();
for (const group of NAME_GROUPS) {
  const pool = NAME_POOLS[group];
  for (const name of [...pool.male, ...pool.female, ...pool.surnames]) {
    emailForm.set(name, name.toLowerCase().replace(/[^a-z]/g, ''));
  }
}

export function pickNameGroup(state: StateOrUt): NameGroup {
  const r = random();
  if (r < 0.72) return pick(state.nameGroups);
  if (r < 0.84) return 'muslim';
  if (r < 0.88) return 'christian';
  return pick(NAME_GROUPS);
}

/** A parent's first name, never the same as the student's. */
export function pickOtherThan(names: readonly string[], taken: string): string {
  const name = pick(names);
  return name !== taken ? name : names[(names.indexOf(name) + 1) % names.length]!;
}

export function pickBoard(state: StateOrUt, level: Level): string | null {
  const r = random();
  if (level === 'pg' && r < 0.4) return null;
  const b = random();
  if (b < 0.4) return 'CBSE';
  if (b < 0.48) return 'ICSE';
  if (b < 0.88) return state.stateBoard ?? 'CBSE';
  if (b < 0.93) return 'State Board';
  return null;
}

export function makeAddress(city: string): string {
  const r = random();
  const locality = pick(LOCALITIES);
  if (r < 0.55) return `${1 + ((random() * 400) | 0)}, ${locality}, ${city}`;
  if (r < 0.8) return `Flat ${1 + ((random() * 12) | 0)}0${1 + ((random() * 8) | 0)}, ${pick(APARTMENTS)}, ${locality}, ${city}`;
  return `H.No. ${1 + ((random() * 20) | 0)}-${1 + ((random() * 300) | 0)}, ${locality}, ${city}`;
}

/** The row index ends every local part, so the email is unique per row whatever the name. */
export function makeEmail(first: string, last: string, index: number): string {
  const f = emailForm.get(first)!;
  const l = emailForm.get(last)!;
  const r = random();
  const local = r < 0.45 ? `${f}.${l}` : r < 0.7 ? f + l : r < 0.85 ? `${f}_${l}` : f;
  return `${local}${index}@${EMAIL_DOMAINS()}`;
}
