/**
 * Retention (ADR 0019): a student record is kept for a number of admission cycles after its passing year,
 * then erased. An admission cycle ends on 31 July (the last counselling rounds of the year), so with the default of
 * two cycles a student passing in 2024 is kept until 31 July 2026 and erased from 1 August 2026. A record without a
 * passing year counts from the year it was added instead.
 */

/** The month and day an admission cycle ends: 31 July. */
export const ADMISSION_CYCLE_END = { month: 7, day: 31 } as const;

/** How long a student has between the notice and the erasure. */
export const RETENTION_NOTICE_HOURS = 48;

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day (YYYY-MM-DD) a record is kept: the end of the `cycles`-th admission cycle after its year. */
export function retentionDate(passingYear: number | null, createdAt: Date, cycles: number): string {
  const year = (passingYear ?? createdAt.getUTCFullYear()) + cycles;
  return `${year}-${pad(ADMISSION_CYCLE_END.month)}-${pad(ADMISSION_CYCLE_END.day)}`;
}

/**
 * The latest year (passing year, or the year added when there is none) whose records are past retention on `today`
 * (YYYY-MM-DD): the job's query keeps those with `coalesce(passing_year, year added) <= it`, so no stored date has to
 * be written on ten million rows.
 */
export function latestExpiredYear(today: string, cycles: number): number {
  const year = Number(today.slice(0, 4));
  const cycleEnd = `${year}-${pad(ADMISSION_CYCLE_END.month)}-${pad(ADMISSION_CYCLE_END.day)}`;
  return (today > cycleEnd ? year : year - 1) - cycles;
}

/** A record past retention, as the job sees it. */
export type RetentionFacts = {
  /** somewhere a notice can go (an e-mail today; a mobile number once SMS is wired) */
  reachable: boolean;
  /** when the notice went out, if it did */
  noticeSentAt: Date | null;
};

/** notify: send the notice now; wait: the notice is younger than 48 hours; erase: notice served, or nowhere to send it. */
export type RetentionStep = 'notify' | 'wait' | 'erase';

export function retentionStep(facts: RetentionFacts, now: Date): RetentionStep {
  if (facts.noticeSentAt) {
    const served = facts.noticeSentAt.getTime() + RETENTION_NOTICE_HOURS * 3_600_000;
    return now.getTime() >= served ? 'erase' : 'wait';
  }
  return facts.reachable ? 'notify' : 'erase';
}
