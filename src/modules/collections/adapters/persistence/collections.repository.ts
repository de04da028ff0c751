import type { EntityManager, Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { CollectionFields, CollectionsRepository } from '@modules/collections/application/ports/collections.repository.port';
import type { Collection, CollectionWithCount } from '@modules/collections/domain/collection';
import { DEFAULT_COLLECTION_NAME, DEFAULT_COLOR } from '@modules/collections/domain/collection.schema';
import { asDate } from './sql-list';

type Row = {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  color: string;
  tags: string | null;
  is_archived: boolean;
  is_default: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  student_count?: number | string;
};

const COLUMNS = 'id, user_id, name, description, color, tags, is_archived, is_default, created_at, updated_at';

function parseTags(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    // tags written by hand or by an older tool: show none rather than fail the whole list
    return [];
  }
}

const toCollection = (row: Row): Collection => ({
  id: row.id,
  memberId: row.user_id,
  name: row.name,
  description: row.description,
  color: row.color,
  tags: parseTags(row.tags),
  isArchived: row.is_archived,
  isDefault: row.is_default,
  createdAt: asDate(row.created_at),
  updatedAt: asDate(row.updated_at),
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { name?: string }).name === 'UniqueConstraintViolationException';

const tagsText = (tags: string[]) => (tags.length ? JSON.stringify(tags) : null);

export function createCollectionsRepository(orm: Orm): CollectionsRepository {
  const read = (tx?: Transaction) => (tx ? entityManagerOf(tx) : orm.em.fork());

  const findDefault = async (memberId: string, em: EntityManager) => {
    const rows = await em.execute<Row[]>(`select ${COLUMNS} from collections where user_id = ? and is_default`, [memberId]);
    return rows[0] ? toCollection(rows[0]) : null;
  };

  return {
    async ensureDefault(memberId, tx) {
      const db = read(tx);
      const existing = await findDefault(memberId, db);
      if (existing) return existing;
      // "on conflict do nothing": two first requests in parallel create one default (partial unique index).
      await db.execute(`insert into collections (user_id, name, color, is_default) values (?, ?, ?, true) on conflict do nothing`, [
        memberId,
        DEFAULT_COLLECTION_NAME,
        DEFAULT_COLOR,
      ]);
      const created = await findDefault(memberId, db);
      if (created) return created;
      // The member already has an ordinary collection called 'My Saved Students': the default takes a distinct name.
      await db.execute(`insert into collections (user_id, name, color, is_default) values (?, ?, ?, true) on conflict do nothing`, [
        memberId,
        `${DEFAULT_COLLECTION_NAME} (Default)`,
        DEFAULT_COLOR,
      ]);
      return (await findDefault(memberId, db))!;
    },

    async list(memberId) {
      const rows = await read().execute<Row[]>(
        `select ${COLUMNS.split(', ')
          .map((c) => `c.${c}`)
          .join(', ')}, coalesce(s.n, 0) as student_count
         from collections c
         left join (select collection_id, count(*) as n from saved_students where user_id = ? group by collection_id) s on s.collection_id = c.id
         where c.user_id = ?
         order by c.is_default desc, c.created_at asc, c.name asc`,
        [memberId, memberId],
      );
      return rows.map((row): CollectionWithCount => ({ ...toCollection(row), studentCount: Number(row.student_count ?? 0) }));
    },

    async find(memberId, id, tx) {
      const rows = await read(tx).execute<Row[]>(`select ${COLUMNS} from collections where id = ? and user_id = ?`, [id, memberId]);
      return rows[0] ? toCollection(rows[0]) : null;
    },

    async nameTaken(memberId, name, exceptId) {
      const rows = await read().execute(
        `select 1 from collections where user_id = ? and lower(name) = lower(?) ${exceptId ? 'and id <> ?' : ''} limit 1`,
        exceptId ? [memberId, name, exceptId] : [memberId, name],
      );
      return rows.length > 0;
    },

    async insert(memberId, fields: CollectionFields) {
      const rows = await read().execute<Row[]>(
        `insert into collections (user_id, name, description, color, tags) values (?, ?, ?, ?, ?)
         on conflict (user_id, name) do nothing returning ${COLUMNS}`,
        [memberId, fields.name, fields.description, fields.color, tagsText(fields.tags)],
      );
      return rows[0] ? toCollection(rows[0]) : null;
    },

    async update(memberId, id, patch) {
      const sets: string[] = [];
      const params: unknown[] = [];
      const set = (column: string, value: unknown) => {
        sets.push(`${column} = ?`);
        params.push(value);
      };
      if (patch.name !== undefined) set('name', patch.name);
      if (patch.description !== undefined) set('description', patch.description);
      if (patch.color !== undefined) set('color', patch.color);
      if (patch.tags !== undefined) set('tags', tagsText(patch.tags));
      if (patch.isArchived !== undefined) set('is_archived', patch.isArchived);
      try {
        const rows = await read().execute<Row[]>(
          `update collections set ${[...sets, 'updated_at = now()'].join(', ')} where id = ? and user_id = ? returning ${COLUMNS}`,
          [...params, id, memberId],
        );
        return rows[0] ? toCollection(rows[0]) : null;
      } catch (error) {
        // the unique (user_id, name) pair: a parallel rename to the same name got there first
        if (isUniqueViolation(error)) return 'name_taken';
        throw error;
      }
    },

    async delete(tx, memberId, id) {
      const rows = await entityManagerOf(tx).execute('delete from collections where id = ? and user_id = ? and not is_default returning id', [id, memberId]);
      return rows.length > 0;
    },

    async studentCount(memberId, id) {
      const rows = await read().execute<{ n: number | string }[]>('select count(*) as n from saved_students where user_id = ? and collection_id = ?', [
        memberId,
        id,
      ]);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
