import type { Transaction } from '@platform/kernel/transaction';
import type { CreditPack, PackInput } from '../../domain/pack';

/** credit_packs. */
export type CreditPacks = {
  /** Every pack (admins) or the active ones (buyers), cheapest first. */
  list(activeOnly: boolean): Promise<CreditPack[]>;
  find(id: string, tx?: Transaction): Promise<CreditPack | null>;
  create(tx: Transaction, pack: PackInput): Promise<CreditPack>;
  /** null when there is no such pack */
  update(tx: Transaction, id: string, pack: PackInput): Promise<CreditPack | null>;
};
