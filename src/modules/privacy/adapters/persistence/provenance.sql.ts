import { SOURCE_LABELS } from '@modules/privacy/domain/consent.schema';

/** In force: not withdrawn and not past its expiry (current_date: the database's day), as consents.repository.ts. */
const IN_FORCE = 'c.withdrawn_at is null and (c.expires_on is null or c.expires_on >= current_date)';

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
const LABEL = `case c.source ${Object.entries(SOURCE_LABELS)
  .map(([source, label]) => `when ${quoted(source)} then ${quoted(label)}`)
  .join(' ')} end`;

/**
 * Issue 16: each record's provenance and consent as SQL text expressions, one correlated subquery on this module's
 * table per column, keyed by the students table's id as the caller's query names it (`idColumn`, the caller's own
 * constant, never a request's). The same values `recordConsents.among` gives (domain/consent.ts `consentFacts`):
 * the source's label or NULL, the status, and who consented and when while the consent is in force, else NULL.
 * For a bulk export that PostgreSQL writes itself (COPY), where leads may not name this table.
 */
export function provenanceColumns(idColumn: string) {
  const of = (expression: string) => `(select ${expression} from student_consents c where c.student_id = ${idColumn})`;
  return {
    sourceLabel: of(LABEL),
    status: `coalesce(${of(`case when c.withdrawn_at is not null then 'withdrawn' when ${IN_FORCE} then 'recorded' else 'not_recorded' end`)}, 'not_recorded')`,
    consentedBy: of(`case when ${IN_FORCE} then c.consented_by end`),
    consentDate: of(`case when ${IN_FORCE} then to_char(c.consent_date, 'YYYY-MM-DD') end`),
    // issue 16 §3: 'true' or 'false', as the export writes its other flags
    doNotContact: `case when exists (select 1 from student_do_not_contact d where d.student_id = ${idColumn}) then 'true' else 'false' end`,
  };
}
