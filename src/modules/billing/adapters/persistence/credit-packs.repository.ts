import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { CreditPacks } from '@modules/billing/application/ports/credit-packs.port';
import type { CreditPack } from '@modules/billing/domain/pack';

/** A `credit_packs` row as the driver answers it (a bigint arrives as text). */
type Row = {
  id: string;
  name: string;
  credits: number;
  price_paise: number | string;
  validity_days: number;
  active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS = raw('id, name, credits, price_paise, validity_days, active, created_at, updated_at');

const toPack = (row: Row): CreditPack => ({
  id: row.id,
  name: row.name,
  credits: row.credits,
  pricePaise: Number(row.price_paise),
  validityDays: row.validity_days,
  active: row.active,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

export function createCreditPacksRepository(orm: Orm): CreditPacks {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));
  return {
    async list(activeOnly) {
      const rows = await sql`select ${COLUMNS} from credit_packs where active or not ${activeOnly} order by price_paise, name, id`.rows<Row>(db());
      return rows.map(toPack);
    },

    async find(id, tx) {
      const row = await sql`select ${COLUMNS} from credit_packs where id = ${id}`.first<Row>(db(tx));
      return row ? toPack(row) : null;
    },

    async create(tx, pack) {
      const row = await sql`insert into credit_packs (name, credits, price_paise, validity_days, active)
        values (${pack.name}, ${pack.credits}, ${pack.pricePaise}, ${pack.validityDays}, ${pack.active}) returning ${COLUMNS}`.first<Row>(entityManagerOf(tx));
      return toPack(row!);
    },

    async update(tx, id, pack) {
      const row = await sql`update credit_packs set name = ${pack.name}, credits = ${pack.credits}, price_paise = ${pack.pricePaise},
        validity_days = ${pack.validityDays}, active = ${pack.active}, updated_at = now() where id = ${id} returning ${COLUMNS}`.first<Row>(
        entityManagerOf(tx),
      );
      return row ? toPack(row) : null;
    },
  };
}
