import { columnPolicy, maskColumn, presentStudent } from '../domain/column-policy';
import type { ContactField } from '../domain/contact-validity';
import { CONSENT_NOT_RECORDED, recordPrivacy, type RecordConsent } from '../domain/record-privacy';
import type { MemberViewer, StudentLead, StudentRecord } from '../domain/student-lead';
import type { SeasonPlaces } from '../domain/admission-season';
import type { ColumnSettings } from './ports/column-settings.port';
import type { PageFacts, PageFactsReader } from './ports/page-facts.port';

/** What presenting needs: column settings (cached), the page's facts (one read), the day and the season's cap. */
export type PresentDeps = {
  columnSettings: ColumnSettings;
  /** each record's consent and DND facts, the institution's unlocks, invalid fields, season places and exclusion list */
  facts: PageFactsReader;
  /** the day of the request (YYYY-MM-DD) by the server's clock: ages and expiries are counted on it */
  today: () => string;
  /** ADR 0023: at most this many institutions take a place of one student a season (STUDENT_SEASON_CAP) */
  seasonCap: number;
};

/**
 * A student as the portal's lists and detail show them: with the season's places, the exclusion list's mark and the
 * contact fields found invalid (ADR 0025: the row's Unlock is off when every contact the student has is).
 */
export type ListedStudentLead = StudentLead & { institutionsThisSeason: SeasonPlaces; inYourList?: true; invalidContacts?: ContactField[] };

/**
 * Every student answer to a member goes through here: column_settings, then masking unless premium or unlocked,
 * then the minor rule (a minor without a guardian's consent keeps their contacts from everyone), a withdrawn consent or
 * a "Do not contact" flag (ADR 0017), an invalid field (ADR 0025), a full season (ADR 0023), and the provenance.
 */
export async function presentStudents(viewer: MemberViewer, records: readonly StudentRecord[], deps: PresentDeps): Promise<StudentLead[]> {
  const facts = await deps.facts.read(
    viewer.institutionId,
    records.map((record) => record.id),
  );
  return presentWith(viewer, records, facts, deps);
}

/**
 * presentStudents, each student with "3 of 10 institutions" this season (ADR 0023) and "Already in your list" (ADR
 * 0024) from the same read: the portal's list, detail and unlocked page.
 */
export async function presentPage(viewer: MemberViewer, records: readonly StudentRecord[], deps: PresentDeps): Promise<ListedStudentLead[]> {
  const facts = await deps.facts.read(
    viewer.institutionId,
    records.map((record) => record.id),
  );
  return (await presentWith(viewer, records, facts, deps)).map((student) => {
    const listed: ListedStudentLead = { ...student, institutionsThisSeason: { count: facts.seasonPlaces.get(student.id) ?? 0, cap: deps.seasonCap } };
    if (facts.listed.has(student.id)) listed.inYourList = true;
    const invalid = facts.invalid.get(student.id);
    if (invalid) listed.invalidContacts = [...invalid];
    return listed;
  });
}

function presentWith(viewer: MemberViewer, records: readonly StudentRecord[], facts: PageFacts, deps: PresentDeps) {
  // a premium member needs no unlock, except for a "Do not contact" record (ADR 0017): only an unlock from before
  // shows it
  const unlocked = viewer.isPremium ? new Set([...facts.unlocked].filter((id) => facts.consents.get(id)?.doNotContact)) : facts.unlocked;
  const full = viewer.isPremium ? facts.fullWithoutPlace : undefined;
  return presentKnown(viewer, records, { consents: facts.consents, unlocked, today: deps.today(), invalid: facts.invalid, full }, deps);
}

/**
 * presentStudents on facts already read (the unlock read them in its transaction, and knows the student is unlocked):
 * only the column settings are asked, and they are cached.
 */
export async function presentKnown(
  viewer: MemberViewer,
  records: readonly StudentRecord[],
  known: {
    consents: Map<string, RecordConsent>;
    unlocked: ReadonlySet<string>;
    today: string;
    invalid?: ReadonlyMap<string, readonly ContactField[]>;
    /** ADR 0023: full this season, no place held: premium's tier does not open them */
    full?: ReadonlySet<string>;
  },
  deps: Pick<PresentDeps, 'columnSettings'>,
): Promise<StudentLead[]> {
  const policy = columnPolicy(await deps.columnSettings.all(), viewer);
  return records.map((record) => {
    const student = presentStudent(
      record,
      policy,
      (viewer.isPremium && !known.full?.has(record.id)) || known.unlocked.has(record.id),
      recordPrivacy(record, known.consents.get(record.id) ?? CONSENT_NOT_RECORDED, known.today),
      known.unlocked.has(record.id),
    );
    // ADR 0025: a field found invalid is shown masked to everyone (the portal reads why from the flags)
    for (const field of known.invalid?.get(record.id) ?? []) {
      if (student[field] !== null) (student as Record<ContactField, string | null>)[field] = maskColumn(field, record[field]);
    }
    return student;
  });
}
