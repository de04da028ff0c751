import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { CreditPacks } from '@modules/billing/application/ports/credit-packs.port';
import type { CreditPack } from '@modules/billing/domain/pack';

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

const COLUMNS = 'id, name, credits, price_paise, validity_days, active, created_at, updated_at';

const packOf = (row: Row): CreditPack => ({
  id: row.id,
  name: row.name,
  credits: Number(row.credits),
  pricePaise: Number(row.price_paise),
  validityDays: Number(row.validity_days),
  active: row.active,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

export function createCreditPacksRepository(orm: Orm): CreditPacks {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : orm.em.fork());
  return {
    async list(activeOnly) {
      const rows = await db().execute<Row[]>(`select ${COLUMNS} from credit_packs where active or not ? order by price_paise, name, id`, [activeOnly]);
      return rows.map(packOf);
    },

    async find(id, tx) {
      const [row] = await db(tx).execute<Row[]>(`select ${COLUMNS} from credit_packs where id = ?`, [id]);
      return row ? packOf(row) : null;
    },

    async create(tx, pack) {
      const [row] = await entityManagerOf(tx).execute<Row[]>(
        `insert into credit_packs (name, credits, price_paise, validity_days, active) values (?, ?, ?, ?, ?) returning ${COLUMNS}`,
        [pack.name, pack.credits, pack.pricePaise, pack.validityDays, pack.active],
      );
      return packOf(row!);
    },

    async update(tx, id, pack) {
      const [row] = await entityManagerOf(tx).execute<Row[]>(
        `update credit_packs set name = ?, credits = ?, price_paise = ?, validity_days = ?, active = ?, updated_at = now() where id = ? returning ${COLUMNS}`,
        [pack.name, pack.credits, pack.pricePaise, pack.validityDays, pack.active, id],
      );
      return row ? packOf(row) : null;
    },
  };
}
