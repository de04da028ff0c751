import type { EntityManager, Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { pieceOf, raw, type Sql, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { Consents, ConsentWrite } from '@modules/privacy/application/ports/consents.port';
import type { ConsentedBy, ConsentRecord, ConsentSource, ConsentStatus } from '@modules/privacy/domain/consent';
import type { DoNotContactReason } from '@modules/privacy/domain/do-not-contact';

/** A `student_consents` row as the driver answers it (or its to_jsonb: consent-facts.sql.ts, dates then as text). */
export type ConsentRow = {
  student_id: string;
  source: ConsentSource;
  import_batch_id: string | null;
  lawful_basis: 'consent';
  consented_by: ConsentedBy;
  consent_date: Date | string;
  notice_version: string;
  purpose: string;
  expires_on: Date | string | null;
  withdrawn_at: Date | string | null;
};

const day = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10));
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A student_consents row as the domain's record. */
export const toRecord = (row: ConsentRow): ConsentRecord => ({
  studentId: row.student_id,
  source: row.source,
  importBatchId: row.import_batch_id ?? null,
  lawfulBasis: row.lawful_basis,
  consentedBy: row.consented_by,
  consentDate: day(row.consent_date)!,
  noticeVersion: row.notice_version,
  purpose: row.purpose,
  expiresOn: day(row.expires_on ?? null),
  withdrawnAt: instant(row.withdrawn_at ?? null),
});

const COLUMNS = raw('student_id, source, import_batch_id, lawful_basis, consented_by, consent_date, notice_version, purpose, expires_on');

/** Consents written per statement by `putMany` (an import's), each column one array parameter. */
const PUT_MANY_CHUNK = 500;

/** In force: not withdrawn and not past its expiry (current_date: the database's day, as the server's). */
const IN_FORCE = raw('c.withdrawn_at is null and (c.expires_on is null or c.expires_on >= current_date)');

/** The students in each consent state, over the caller's id column (ADR 0013). */
const PREDICATES: Record<ConsentStatus, (id: Sql) => Sql> = {
  recorded: (id) => sql`exists (select 1 from student_consents c where c.student_id = ${id} and ${IN_FORCE})`,
  withdrawn: (id) => sql`exists (select 1 from student_consents c where c.student_id = ${id} and c.withdrawn_at is not null)`,
  not_recorded: (id) => sql`not exists (select 1 from student_consents c where c.student_id = ${id} and (${IN_FORCE} or c.withdrawn_at is not null))`,
};

const isForeignKeyViolation = (error: unknown) => {
  for (let e: any = error; e; e = e.cause) if (e.code === '23503' || e.name === 'ForeignKeyConstraintViolationException') return true;
  return false;
};

/** Rows for students that already hold a consent are left alone; answers how many were written. */
const insertNew = async (em: EntityManager, chunk: readonly ConsentWrite[]) => {
  const column = <T>(pick: (c: ConsentWrite) => T) => chunk.map(pick);
  const written = await sql`with written as (insert into student_consents (${COLUMNS})
     select * from unnest(${column((c) => c.studentId)}::uuid[], ${column((c) => c.source)}::text[], ${column((c) => c.importBatchId)}::uuid[],
       ${column((c) => c.lawfulBasis)}::text[], ${column((c) => c.consentedBy)}::text[], ${column((c) => c.consentDate)}::date[],
       ${column((c) => c.noticeVersion)}::text[], ${column((c) => c.purpose)}::text[], ${column((c) => c.expiresOn)}::date[])
     on conflict (student_id) do nothing returning 1) select count(*)::int as n from written`.first<{ n: number }>(em);
  return written?.n ?? 0;
};

export function createConsentsRepository(orm: Orm): Consents {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));
  return {
    async among(ids) {
      if (ids.length === 0) return [];
      const rows = await sql`select * from student_consents where student_id = any(${ids}::uuid[])`.rows<ConsentRow>(db());
      return rows.map(toRecord);
    },

    async amongWithDoNotContact(ids, tx) {
      if (ids.length === 0) return { records: [], flagged: new Map() };
      // ids are the catalogue's own uuids (a page's students), passed as one array parameter
      const rows = await sql`select asked.id as asked_id, c.*, d.reason as do_not_contact_reason
         from unnest(${ids}::uuid[]) as asked(id)
         left join student_consents c on c.student_id = asked.id
         left join student_do_not_contact d on d.student_id = asked.id
         where c.student_id is not null or d.student_id is not null`.rows<
        (ConsentRow | { [K in keyof ConsentRow]: null }) & { asked_id: string; do_not_contact_reason: DoNotContactReason | null }
      >(db(tx));
      return {
        records: rows.flatMap((row) => (row.student_id === null ? [] : [toRecord(row as ConsentRow)])),
        flagged: new Map(rows.flatMap((row) => (row.do_not_contact_reason ? [[row.asked_id, row.do_not_contact_reason] as const] : []))),
      };
    },

    async put(c) {
      try {
        await sql`insert into student_consents (${COLUMNS}) values (${c.studentId}, ${c.source}, ${c.importBatchId}, ${c.lawfulBasis}, ${c.consentedBy},
           ${c.consentDate}::date, ${c.noticeVersion}, ${c.purpose}, ${c.expiresOn}::date)
           on conflict (student_id) do update set source = excluded.source, import_batch_id = excluded.import_batch_id,
             lawful_basis = excluded.lawful_basis, consented_by = excluded.consented_by, consent_date = excluded.consent_date,
             notice_version = excluded.notice_version, purpose = excluded.purpose, expires_on = excluded.expires_on,
             withdrawn_at = null, updated_at = now()`.run(db());
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async putMany(consents) {
      let written = 0;
      for (let i = 0; i < consents.length; i += PUT_MANY_CHUNK) written += await insertNew(db(), consents.slice(i, i + PUT_MANY_CHUNK));
      return written;
    },

    async withdraw(studentId, at, tx) {
      const withdrawn = await sql`update student_consents set withdrawn_at = ${at}, updated_at = now()
        where student_id = ${studentId} and withdrawn_at is null`.run(db(tx));
      return withdrawn > 0;
    },

    async counts() {
      const row = await sql`select count(*) filter (where ${IN_FORCE})::int as recorded, count(*) filter (where c.withdrawn_at is not null)::int as withdrawn
         from student_consents c`.first<{ recorded: number; withdrawn: number }>(db());
      return { recorded: row?.recorded ?? 0, withdrawn: row?.withdrawn ?? 0 };
    },

    // idColumn is the calling repository's own constant (a literal type), never a request's
    predicate: (status, idColumn) => pieceOf(PREDICATES[status](raw(idColumn))),
  };
}
