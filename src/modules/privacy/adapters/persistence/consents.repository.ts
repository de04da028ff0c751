import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Consents, ConsentWrite } from '@modules/privacy/application/ports/consents.port';
import type { ConsentRecord, ConsentStatus } from '@modules/privacy/domain/consent';
import type { DoNotContactReason } from '@modules/privacy/domain/do-not-contact';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, any>;

const day = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
const instant = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** A student_consents row (or its to_jsonb: consent-facts.sql.ts) as the domain's record. */
export const toRecord = (row: Row): ConsentRecord => ({
  studentId: row.student_id,
  source: row.source,
  importBatchId: row.import_batch_id ?? null,
  lawfulBasis: row.lawful_basis,
  consentedBy: row.consented_by,
  consentDate: day(row.consent_date)!,
  noticeVersion: row.notice_version,
  purpose: row.purpose,
  expiresOn: day(row.expires_on),
  withdrawnAt: instant(row.withdrawn_at),
});

const COLUMNS = 'student_id, source, import_batch_id, lawful_basis, consented_by, consent_date, notice_version, purpose, expires_on';
const values = (c: ConsentWrite) => [
  c.studentId,
  c.source,
  c.importBatchId,
  c.lawfulBasis,
  c.consentedBy,
  c.consentDate,
  c.noticeVersion,
  c.purpose,
  c.expiresOn,
];
const ROW = '(?, ?, ?, ?, ?, ?::date, ?, ?, ?::date)';
const list = (count: number, item: string) => Array.from({ length: count }, () => item).join(', ');

/** In force: not withdrawn and not past its expiry (current_date: the database's day, as the server's). */
const IN_FORCE = 'c.withdrawn_at is null and (c.expires_on is null or c.expires_on >= current_date)';

const isForeignKeyViolation = (error: unknown) => {
  for (let e: any = error; e; e = e.cause) if (e.code === '23503' || e.name === 'ForeignKeyConstraintViolationException') return true;
  return false;
};

export function createConsentsRepository(orm: Orm): Consents {
  const execute = <T extends Row[] = Row[]>(sql: string, params: unknown[] = []) => orm.em.fork().execute<T>(sql, params);
  return {
    async among(ids) {
      if (ids.length === 0) return [];
      const rows = await execute(`select * from student_consents where student_id in (${list(ids.length, '?')})`, [...ids]);
      return rows.map(toRecord);
    },

    async amongWithDoNotContact(ids, tx) {
      if (ids.length === 0) return { records: [], flagged: new Map() };
      // ids are the catalogue's own uuids (a page's students), passed as one array parameter
      const rows = await (tx ? entityManagerOf(tx) : orm.em.fork()).execute<Row[]>(
        `select asked.id as asked_id, c.*, d.reason as do_not_contact_reason
         from unnest(?::uuid[]) as asked(id)
         left join student_consents c on c.student_id = asked.id
         left join student_do_not_contact d on d.student_id = asked.id
         where c.student_id is not null or d.student_id is not null`,
        [sqlArray(ids)],
      );
      return {
        records: rows.filter((row) => row.student_id).map(toRecord),
        flagged: new Map(rows.filter((row) => row.do_not_contact_reason).map((row) => [String(row.asked_id), row.do_not_contact_reason as DoNotContactReason])),
      };
    },

    async put(consent) {
      try {
        await execute(
          `insert into student_consents (${COLUMNS}) values ${ROW}
           on conflict (student_id) do update set source = excluded.source, import_batch_id = excluded.import_batch_id,
             lawful_basis = excluded.lawful_basis, consented_by = excluded.consented_by, consent_date = excluded.consent_date,
             notice_version = excluded.notice_version, purpose = excluded.purpose, expires_on = excluded.expires_on,
             withdrawn_at = null, updated_at = now()`,
          values(consent),
        );
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async putMany(consents) {
      let written = 0;
      for (let i = 0; i < consents.length; i += 500) {
        const chunk = consents.slice(i, i + 500);
        const rows = await execute<{ n: number }[]>(
          `with written as (insert into student_consents (${COLUMNS}) values ${list(chunk.length, ROW)}
           on conflict (student_id) do nothing returning 1) select count(*)::int as n from written`,
          chunk.flatMap(values),
        );
        written += Number(rows[0]?.n ?? 0);
      }
      return written;
    },

    async withdraw(studentId, at, tx) {
      const rows = await (tx ? entityManagerOf(tx) : orm.em.fork()).execute(
        'update student_consents set withdrawn_at = ?, updated_at = now() where student_id = ? and withdrawn_at is null returning student_id',
        [at, studentId],
      );
      return rows.length > 0;
    },

    async counts() {
      const [row] = await execute<{ recorded: number; withdrawn: number }[]>(
        `select count(*) filter (where ${IN_FORCE})::int as recorded, count(*) filter (where c.withdrawn_at is not null)::int as withdrawn
         from student_consents c`,
      );
      return { recorded: Number(row?.recorded ?? 0), withdrawn: Number(row?.withdrawn ?? 0) };
    },

    predicate(status: ConsentStatus, idColumn: string) {
      // idColumn comes from the calling repository's own constant, never from a request
      if (status === 'recorded') return { sql: `exists (select 1 from student_consents c where c.student_id = ${idColumn} and ${IN_FORCE})`, params: [] };
      if (status === 'withdrawn')
        return { sql: `exists (select 1 from student_consents c where c.student_id = ${idColumn} and c.withdrawn_at is not null)`, params: [] };
      return {
        sql: `not exists (select 1 from student_consents c where c.student_id = ${idColumn} and (${IN_FORCE} or c.withdrawn_at is not null))`,
        params: [],
      };
    },
  };
}
