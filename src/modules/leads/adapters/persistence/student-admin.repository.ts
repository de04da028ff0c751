import type { Orm } from '@platform/db/orm';
import { inParallel } from '@platform/db/parallel-statements';
import { sessionOf } from '@platform/db/session';
import { join, raw, type Sql, type SqlScalar, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { BackgroundTasks } from '@platform/kernel/background';
import type { Transaction } from '@platform/kernel/transaction';
import type { StudentAdminRepository } from '@modules/leads/application/ports/student-admin.repository.port';
import type { ImportedStudent, StudentAdminApi } from '@modules/leads/contracts';
import { duplicateMobile, studentNotFound } from '@modules/leads/domain/leads.errors';
import { createCatalogueUpkeep } from './catalogue-upkeep';
import { ADMIN_STUDENT_COLUMNS, type AdminStudentRow, isWritable, toAdminStudent, WRITABLE_COLUMNS } from './student-admin.sql';
import { IMPORT_CHUNK, IMPORT_COLUMNS, IMPORT_PARALLEL_STATEMENTS, importStatement, parsePgTextArray } from './student-import.sql';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505' || (error as Error)?.name === 'UniqueConstraintViolationException';

/** The writable fields given, each as `value::type` for its column (fields outside WRITABLE_COLUMNS are left out). */
const writable = (fields: object) =>
  Object.entries(fields).flatMap(([field, value]) => {
    if (!isWritable(field) || value === undefined) return [];
    const { column, cast } = WRITABLE_COLUMNS[field];
    return [{ column: raw(column), value: sql`${value as SqlScalar}::${raw(cast)}` }];
  });

/**
 * ADR 0026: a contact value or verification written here is the admin's (source admin, no batch), or the student's
 * when the write is their own through /my-data (`contactSource`).
 */
const SOURCE_OF = [
  [['emailId', 'emailVerifiedAt', 'emailVerified'], 'email_source', 'email_source_ref'],
  [['mobileNumber', 'mobileVerifiedAt', 'mobileVerified'], 'mobile_source', 'mobile_source_ref'],
  [['mobileNumber', 'whatsappVerifiedAt', 'whatsappVerified'], 'whatsapp_source', 'whatsapp_source_ref'],
] as const;
const sourcesOf = (fields: { contactSource?: 'student' }) => {
  const source = fields.contactSource === 'student' ? 'student' : 'admin';
  return SOURCE_OF.filter(([names]) => names.some((name) => (fields as Record<string, unknown>)[name] !== undefined)).map(
    ([, column, ref]) => sql`${raw(column)} = ${source}, ${raw(ref)} = null`,
  );
};

/** The writable fields given, as `column = value::type` pairs, the sources they make the admin's, and updated_at. */
const setClause = (fields: object): Sql =>
  join([...writable(fields).map(({ column, value }) => sql`${column} = ${value}`), ...sourcesOf(fields), raw('updated_at = now()')]);

/** The ids a statement answered. */
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

/** The statements the student-admin use cases and other modules' use cases (imports, erasure) make. */
export type StudentAdminWrites = StudentAdminRepository & Pick<StudentAdminApi, 'eraseWithin' | 'insertImported' | 'deleteByBatch' | 'idsOfBatch'>;

export function createStudentAdminRepository(orm: Orm, background?: BackgroundTasks): StudentAdminWrites {
  const rowsIn = <Row extends object>(tx: Transaction, statement: Sql) => statement.rows<Row>(entityManagerOf(tx));
  /** The one constraint an admin's write can break is the unique mobile number. */
  const unlessDuplicate = async <T>(write: Promise<T>) => {
    try {
      return await write;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateMobile();
      throw error;
    }
  };
  const upkeep = createCatalogueUpkeep(orm, background);

  return {
    async insert(tx, form) {
      const fields = writable(form);
      const [row] = await unlessDuplicate(
        rowsIn<{ id: string }>(
          tx,
          sql`insert into students (${join(fields.map((field) => field.column))}) values (${join(fields.map((field) => field.value))}) returning id`,
        ),
      );
      return row!.id;
    },

    async update(tx, id, patch) {
      const rows = await unlessDuplicate(rowsIn<{ id: string }>(tx, sql`update students set ${setClause(patch)} where id = ${id} returning id`));
      return rows.length > 0;
    },

    async updateMany(tx, ids, updates) {
      return idsOf(await rowsIn(tx, sql`update students set ${setClause(updates)} where id = any(${ids}::uuid[]) returning id`));
    },

    async delete(tx, ids) {
      const deleted = idsOf(await rowsIn(tx, sql`delete from students where id = any(${ids}::uuid[]) returning id`));
      if (deleted.length > 0) upkeep.anchorsNeedRebuild();
      return deleted;
    },

    async find(tx, id) {
      const [row] = await rowsIn<AdminStudentRow>(tx, sql`select ${ADMIN_STUDENT_COLUMNS} from students where id = ${id}`);
      return row ? toAdminStudent(row) : null;
    },

    async eraseWithin(tx, id) {
      const [row] = await rowsIn<{ mobile_number: string; email_id: string | null }>(
        tx,
        sql`delete from students where id = ${id} returning mobile_number, email_id`,
      );
      if (!row) throw studentNotFound();
      upkeep.anchorsNeedRebuild();
      return { mobileNumber: row.mobile_number, emailId: row.email_id };
    },

    async deleteByBatch(batchId, tx) {
      const deleted = idsOf(await rowsIn(tx, sql`delete from students where import_batch_id = ${batchId} returning id`));
      upkeep.anchorsNeedRebuild();
      upkeep.vacuumAfterBulkChange(deleted.length, { afterCommit: true });
      return deleted;
    },

    async idsOfBatch(batchId) {
      return idsOf(await sql`select id from students where import_batch_id = ${batchId}`.rows<{ id: string }>(sessionOf(orm)));
    },

    async insertImported(rows, batchId) {
      const inserted = new Set<string>();
      const em = sessionOf(orm);
      const insertChunk = async (chunk: readonly ImportedStudent[]) => {
        const columns = IMPORT_COLUMNS.map(([, , field]) =>
          chunk.map((row): string | number | undefined =>
            // time-ordered ids (UUID v7): the rows of one import land side by side at one end of the primary key
            // instead of on 10,000 random pages of it (bench/RESULTS.md)
            field === 'id' ? Bun.randomUUIDv7() : field === 'dataSource' ? (row.dataSource ?? 'CSV Import') : (row[field] as string | number | undefined),
          ),
        );
        const result = await importStatement(batchId, columns).first<{ mobiles: string | string[] | null }>(em);
        for (const mobile of parsePgTextArray(result?.mobiles)) inserted.add(mobile);
      };
      const chunks = Array.from({ length: Math.ceil(rows.length / IMPORT_CHUNK) }, (_, k) => rows.slice(k * IMPORT_CHUNK, (k + 1) * IMPORT_CHUNK));
      // the chunks commit one by one, as before: after a failure those already written stay in the batch
      await inParallel(chunks, IMPORT_PARALLEL_STATEMENTS, insertChunk);
      upkeep.mergeSearchIndexSoon();
      await upkeep.catalogueChangedInBulk(inserted.size);
      upkeep.vacuumAfterBulkChange(inserted.size);
      return inserted;
    },
  };
}
