import type { SeasonPlaces } from '../domain/admission-season';
import type { UnlockedStudents } from './ports/unlocked-students.port';

/** ADR 0023: the contract's `seasonPlacesOf`: each student's count this season (0 when nobody took a place) and the cap. */
export async function seasonPlacesOf(studentIds: readonly string[], unlocked: Pick<UnlockedStudents, 'seasonPlaces' | 'seasonCap'>) {
  const counts = await unlocked.seasonPlaces(studentIds);
  return new Map<string, SeasonPlaces>(studentIds.map((id) => [id, { count: counts.get(id) ?? 0, cap: unlocked.seasonCap }]));
}
