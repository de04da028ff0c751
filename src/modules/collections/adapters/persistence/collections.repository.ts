import type { EntityManager, Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, join, raw, type Sql, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { CollectionFields, CollectionsRepository } from '@modules/collections/application/ports/collections.repository.port';
import type { Collection, CollectionWithCount } from '@modules/collections/domain/collection';
import { DEFAULT_COLLECTION_NAME, DEFAULT_COLOR } from '@modules/collections/domain/collection.schema';

/** A `collections` row as the driver answers it. */
type Row = {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  color: string;
  tags: string | null;
  is_archived: boolean;
  is_default: boolean;
  shared: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS = raw('id, user_id, name, description, color, tags, is_archived, is_default, shared, created_at, updated_at');
const C_COLUMNS = raw('c.id, c.user_id, c.name, c.description, c.color, c.tags, c.is_archived, c.is_default, c.shared, c.created_at, c.updated_at');

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
  shared: row.shared,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { name?: string }).name === 'UniqueConstraintViolationException';

const tagsText = (tags: string[]) => (tags.length ? JSON.stringify(tags) : null);

export function createCollectionsRepository(orm: Orm): CollectionsRepository {
  const read = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));

  const findDefault = async (memberId: string, em: EntityManager) => {
    const row = await sql`select ${COLUMNS} from collections where user_id = ${memberId} and is_default`.first<Row>(em);
    return row ? toCollection(row) : null;
  };

  return {
    async ensureDefault(memberId, tx) {
      const db = read(tx);
      const existing = await findDefault(memberId, db);
      if (existing) return existing;
      // "on conflict do nothing": two first requests in parallel create one default (partial unique index).
      await sql`insert into collections (user_id, name, color, is_default) values (${memberId}, ${DEFAULT_COLLECTION_NAME}, ${DEFAULT_COLOR}, true)
        on conflict do nothing`.run(db);
      const created = await findDefault(memberId, db);
      if (created) return created;
      // The member already has an ordinary collection called 'My Saved Students': the default takes a distinct name.
      await sql`insert into collections (user_id, name, color, is_default) values (${memberId}, ${`${DEFAULT_COLLECTION_NAME} (Default)`}, ${DEFAULT_COLOR}, true)
        on conflict do nothing`.run(db);
      return (await findDefault(memberId, db))!;
    },

    async list(memberId, institutionId) {
      // a shared collection counts every seat's students (ADR 0021); the member's own, only theirs, as before
      const rows = await sql`select ${C_COLUMNS}, coalesce(s.n, 0)::int as student_count
         from collections c
         left join lateral (select count(*) as n from saved_students s where s.collection_id = c.id and (c.shared or s.user_id = ${memberId})) s on true
         where c.user_id = ${memberId} or (c.shared and c.institution_id = ${institutionId})
         order by c.is_default desc, c.created_at asc, c.name asc`.rows<Row & { student_count: number }>(read());
      return rows.map((row): CollectionWithCount => ({ ...toCollection(row), studentCount: row.student_count }));
    },

    async find(memberId, id, tx) {
      const row = await sql`select ${COLUMNS} from collections where id = ${id} and user_id = ${memberId}`.first<Row>(read(tx));
      return row ? toCollection(row) : null;
    },

    async findVisible(memberId, institutionId, id, tx) {
      const row = await sql`select ${COLUMNS} from collections
        where id = ${id} and (user_id = ${memberId} or (shared and institution_id = ${institutionId}))`.first<Row>(read(tx));
      return row ? toCollection(row) : null;
    },

    async setShared(id, shared) {
      const row = await sql`update collections set shared = ${shared}, updated_at = now() where id = ${id} returning ${COLUMNS}`.first<Row>(read());
      return row ? toCollection(row) : null;
    },

    async otherSavers(tx, ownerId, id) {
      const rows = await sql`select distinct user_id from saved_students where collection_id = ${id} and user_id <> ${ownerId}`.rows<{ user_id: string }>(
        entityManagerOf(tx),
      );
      return rows.map((row) => row.user_id);
    },

    async nameTaken(memberId, name, exceptId) {
      const row = await sql`select 1 from collections where user_id = ${memberId} and lower(name) = lower(${name})
        ${exceptId ? sql`and id <> ${exceptId}` : empty} limit 1`.first(read());
      return row !== undefined;
    },

    async insert(memberId, fields: CollectionFields) {
      const row = await sql`insert into collections (user_id, name, description, color, tags)
        values (${memberId}, ${fields.name}, ${fields.description}, ${fields.color}, ${tagsText(fields.tags)})
        on conflict (user_id, name) do nothing returning ${COLUMNS}`.first<Row>(read());
      return row ? toCollection(row) : null;
    },

    async update(memberId, id, patch) {
      const sets: Sql[] = [];
      if (patch.name !== undefined) sets.push(sql`name = ${patch.name}`);
      if (patch.description !== undefined) sets.push(sql`description = ${patch.description}`);
      if (patch.color !== undefined) sets.push(sql`color = ${patch.color}`);
      if (patch.tags !== undefined) sets.push(sql`tags = ${tagsText(patch.tags)}`);
      if (patch.isArchived !== undefined) sets.push(sql`is_archived = ${patch.isArchived}`);
      try {
        const row = await sql`update collections set ${join([...sets, raw('updated_at = now()')])} where id = ${id} and user_id = ${memberId}
          returning ${COLUMNS}`.first<Row>(read());
        return row ? toCollection(row) : null;
      } catch (error) {
        // the unique (user_id, name) pair: a parallel rename to the same name got there first
        if (isUniqueViolation(error)) return 'name_taken';
        throw error;
      }
    },

    async delete(tx, memberId, id) {
      return (await sql`delete from collections where id = ${id} and user_id = ${memberId} and not is_default`.run(entityManagerOf(tx))) > 0;
    },

    async studentCount(memberId, id) {
      const row = await sql`select count(*)::int as n from saved_students s join collections c on c.id = s.collection_id
        where c.id = ${id} and (c.shared or s.user_id = ${memberId})`.first<{ n: number }>(read());
      return row?.n ?? 0;
    },
  };
}
