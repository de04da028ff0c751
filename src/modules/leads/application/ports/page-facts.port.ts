import type { ContactField } from '../../domain/contact-validity';
import type { RecordConsent } from '../../domain/record-privacy';

/** What presenting a page of students to one institution's member needs to know of them, besides their rows. */
export type PageFacts = {
  /** consent facts (ADR 0013) with the DND register's day (ADR 0022), of the students that have any */
  consents: Map<string, RecordConsent>;
  /** those this institution unlocked by paying (not premium's places: ADR 0021) */
  unlocked: Set<string>;
  /** ADR 0025: the contact fields found invalid, of the students that have any */
  invalid: Map<string, readonly ContactField[]>;
  /** ADR 0023: institutions that took a place of each student this admission season (absent: none) */
  seasonPlaces: Map<string, number>;
  /** ADR 0023: those full this season of whom this institution holds no place */
  fullWithoutPlace: Set<string>;
  /** ADR 0024: those on this institution's exclusion list */
  listed: Set<string>;
};

/**
 * The facts of a page of students (ids of the catalogue's rows), for one institution, read in one statement: a
 * catalogue page costs one round trip for them rather than one each (the throughput of the portal's list rests on it).
 */
export type PageFactsReader = { read(institutionId: string, studentIds: readonly string[]): Promise<PageFacts> };
