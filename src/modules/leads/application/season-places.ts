import type { SeasonPlaces } from '../domain/admission-season';
import type { UnlockedStudents } from './ports/unlocked-students.port';

/**
 * ADR 0023: each student with how many institutions took a place of their admission season, and how many may ("3 of
 * 10 institutions"), for the portal's list and detail: one statement for the whole page.
 */
export async function withSeasonPlaces<T extends { id: string }>(
  students: readonly T[],
  unlocked: Pick<UnlockedStudents, 'seasonPlaces' | 'seasonCap'>,
): Promise<(T & { institutionsThisSeason: SeasonPlaces })[]> {
  const places = await unlocked.seasonPlaces(students.map((student) => student.id));
  return students.map((student) => ({ ...student, institutionsThisSeason: { count: places.get(student.id) ?? 0, cap: unlocked.seasonCap } }));
}

/** ADR 0023: the contract's `seasonPlacesOf`: each student's count this season (0 when nobody took a place) and the cap. */
export async function seasonPlacesOf(studentIds: readonly string[], unlocked: Pick<UnlockedStudents, 'seasonPlaces' | 'seasonCap'>) {
  const counts = await unlocked.seasonPlaces(studentIds);
  return new Map<string, SeasonPlaces>(studentIds.map((id) => [id, { count: counts.get(id) ?? 0, cap: unlocked.seasonCap }]));
}
