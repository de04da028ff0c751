import { SOURCE_LABELS } from '@modules/privacy/domain/consent.schema';

/** In force: not withdrawn and not past its expiry (current_date: the database's day), as consents.repository.ts. */
const IN_FORCE = 'c.withdrawn_at is null and (c.expires_on is null or c.expires_on >= current_date)';

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
const LABEL = `case c.source ${Object.entries(SOURCE_LABELS)
  .map(([source, label]) => `when ${quoted(source)} then ${quoted(label)}`)
  .join(' ')} end`;

/**
 * ADR 0013: each record's provenance and consent as SQL text expressions over this module's tables, joined to the
 * students table's id as the caller's query names it (`idColumn`, the caller's own constant, never a request's): the
 * same values `recordConsents.among` gives (domain/consent.ts `consentFacts`): the source's label or NULL, the status,
 * and who consented and when while the consent is in force, else NULL. For a bulk export that PostgreSQL writes
 * itself (COPY), where leads may not name these tables. Two left joins on the tables' primary keys, not a correlated
 * subquery per column: five index probes a row cost a million-row export 3.3 s (bench/RESULTS.md).
 */
export function provenanceColumns(idColumn: string, mobileColumn?: string) {
  // ADR 0022: with the mobile number's column, the day it joined the DND register (one more join, on its primary key)
  const dnd = mobileColumn ? ` left join (select mobile, listed_since from dnd_numbers) n on n.mobile = ${mobileColumn}` : '';
  return {
    // only the columns used here: the caller's bare column names (updated_at, import_batch_id) must stay the students'
    joins:
      `left join (select student_id, source, consented_by, consent_date, expires_on, withdrawn_at from student_consents) c on c.student_id = ${idColumn} ` +
      `left join (select student_id from student_do_not_contact) d on d.student_id = ${idColumn}${dnd}`,
    sourceLabel: LABEL,
    status: `case when c.student_id is null then 'not_recorded' when c.withdrawn_at is not null then 'withdrawn' when ${IN_FORCE} then 'recorded' else 'not_recorded' end`,
    consentedBy: `case when ${IN_FORCE} then c.consented_by end`,
    consentDate: `case when ${IN_FORCE} then to_char(c.consent_date, 'YYYY-MM-DD') end`,
    // ADR 0017: 'true' or 'false', as the export writes its other flags
    doNotContact: `case when d.student_id is not null then 'true' else 'false' end`,
    ...(mobileColumn ? { dndSince: "to_char(n.listed_since, 'YYYY-MM-DD')" } : {}),
  };
}
