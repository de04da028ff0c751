/**
 * ADR 0023: the admission season a moment falls in, 1 August to 31 July in India time, named by the year it starts
 * (2026: 1 August 2026 to 31 July 2027). At most `cap` institutions may unlock a student's contact in one season.
 */
export function admissionSeasonOf(at: Date): number {
  const india = new Date(at.getTime() + 330 * 60_000);
  return india.getUTCMonth() >= 7 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
}

/** STUDENT_SEASON_CAP's default: institutions that may unlock one student in one admission season. */
export const DEFAULT_SEASON_CAP = 10;

/** What the portal shows a member ("3 of 10 institutions") and the student sees in /my-data. */
export type SeasonPlaces = { count: number; cap: number };

/**
 * A student whose season is full and of whom this institution holds no place (no unlock row of any kind): premium's
 * tier does not open their contacts, since seeing them would make one institution more than the cap allows.
 */
export const fullWithoutPlace = (places: SeasonPlaces, holdsPlace: boolean) => places.count >= places.cap && !holdsPlace;
