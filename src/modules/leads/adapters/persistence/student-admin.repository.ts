import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { StudentAdminRepository } from '@modules/leads/application/ports/student-admin.repository.port';
import type { ImportedStudent, StudentAdminApi } from '@modules/leads/contracts';
import { duplicateMobile, studentNotFound } from '@modules/leads/domain/leads.errors';
import { createCatalogueUpkeep } from './catalogue-upkeep';
import type { BackgroundTasks } from '@platform/kernel/background';
import { ADMIN_STUDENT_COLUMNS, toAdminStudent, WRITABLE_COLUMNS } from './student-admin.sql';
import { IMPORT_CHUNK, IMPORT_COLUMNS, IMPORT_PARALLEL_STATEMENTS, IMPORT_SQL, parsePgTextArray } from './student-import.sql';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, unknown>;

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505' || (error as Error)?.name === 'UniqueConstraintViolationException';

/** The writable fields given, as `column = ?::type` pairs and their parameters. */
function setClause(fields: Record<string, unknown>): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const target = WRITABLE_COLUMNS[field];
    if (!target || value === undefined) continue;
    parts.push(`${target.column} = ?::${target.cast}`);
    params.push(value);
  }
  parts.push('updated_at = now()');
  return { sql: parts.join(', '), params };
}

/** The statements the student-admin use cases and other modules' use cases (imports, erasure) make. */
export type StudentAdminWrites = StudentAdminRepository & Pick<StudentAdminApi, 'eraseWithin' | 'insertImported' | 'deleteByBatch' | 'idsOfBatch'>;

export function createStudentAdminRepository(orm: Orm, background?: BackgroundTasks): StudentAdminWrites {
  const run = (tx: Transaction, sql: string, params: unknown[] = []) => entityManagerOf(tx).execute(sql, params) as Promise<Row[]>;
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
      const fields = Object.entries(form).filter(([key, value]) => WRITABLE_COLUMNS[key] && value !== undefined);
      const columns = fields.map(([key]) => WRITABLE_COLUMNS[key]!);
      const [row] = await unlessDuplicate(
        run(
          tx,
          `insert into students (${columns.map((c) => c.column).join(', ')}) values (${columns.map((c) => `?::${c.cast}`).join(', ')}) returning id`,
          fields.map(([, value]) => value),
        ),
      );
      return String(row!.id);
    },

    async update(tx, id, patch) {
      const set = setClause(patch);
      const rows = await unlessDuplicate(run(tx, `update students set ${set.sql} where id = ? returning id`, [...set.params, id]));
      return rows.length > 0;
    },

    async updateMany(tx, ids, updates) {
      const set = setClause(updates);
      const rows = await run(tx, `update students set ${set.sql} where id = any(?::uuid[]) returning id`, [...set.params, sqlArray(ids)]);
      return rows.map((row) => String(row.id));
    },

    async delete(tx, ids) {
      const rows = await run(tx, 'delete from students where id = any(?::uuid[]) returning id', [sqlArray(ids)]);
      if (rows.length > 0) upkeep.anchorsNeedRebuild();
      return rows.map((row) => String(row.id));
    },

    async find(tx, id) {
      const [row] = await run(tx, `select ${ADMIN_STUDENT_COLUMNS} from students where id = ?`, [id]);
      return row ? toAdminStudent(row) : null;
    },

    async eraseWithin(tx, id) {
      const [row] = await run(tx, 'delete from students where id = ? returning mobile_number, email_id', [id]);
      if (!row) throw studentNotFound();
      upkeep.anchorsNeedRebuild();
      return { mobileNumber: String(row.mobile_number), emailId: (row.email_id as string | null) ?? null };
    },

    async deleteByBatch(batchId, tx) {
      const rows = await run(tx, 'delete from students where import_batch_id = ? returning id', [batchId]);
      upkeep.anchorsNeedRebuild();
      return rows.map((row) => String(row.id));
    },

    async idsOfBatch(batchId) {
      const rows = (await orm.em.fork().execute('select id from students where import_batch_id = ?', [batchId])) as Row[];
      return rows.map((row) => String(row.id));
    },

    async insertImported(rows, batchId) {
      const inserted = new Set<string>();
      const em = orm.em.fork();
      const insertChunk = async (chunk: readonly ImportedStudent[]) => {
        const arrays = IMPORT_COLUMNS.map(([, , field]) =>
          sqlArray(
            chunk.map((row): string | number | undefined =>
              // time-ordered ids (UUID v7): the rows of one import land side by side at one end of the primary key
              // instead of on 10,000 random pages of it (bench/RESULTS.md)
              field === 'id' ? Bun.randomUUIDv7() : field === 'dataSource' ? (row.dataSource ?? 'CSV Import') : (row[field] as string | number | undefined),
            ),
          ),
        );
        const [result] = (await em.execute(IMPORT_SQL, [batchId, ...arrays])) as Row[];
        for (const mobile of parsePgTextArray(result?.mobiles)) inserted.add(mobile);
      };
      const chunks = Array.from({ length: Math.ceil(rows.length / IMPORT_CHUNK) }, (_, k) => rows.slice(k * IMPORT_CHUNK, (k + 1) * IMPORT_CHUNK));
      let next = 0;
      let failed = false;
      // each worker takes the next chunk until none is left; after a failure the others stop at their next chunk, and
      // the answer waits for the statement still in flight (as before, chunks already committed stay in the batch)
      const worker = async () => {
        while (!failed && next < chunks.length) {
          const chunk = chunks[next++]!;
          await insertChunk(chunk).catch((error: unknown) => {
            failed = true;
            throw error;
          });
        }
      };
      const outcomes = await Promise.allSettled(Array.from({ length: Math.min(IMPORT_PARALLEL_STATEMENTS, chunks.length) }, worker));
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      if (refused) throw refused.reason;
      upkeep.mergeSearchIndexSoon();
      return inserted;
    },
  };
}
