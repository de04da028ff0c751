import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../../../../platform/db/columns';

/** The ledger: one row for every change of a member's balance. */
export const CreditTransactionEntity = defineEntity({
  name: 'CreditTransaction',
  tableName: 'credit_transactions',
  properties: {
    id: idColumn(),
    /** references website_users(id) on delete cascade */
    userId: p.uuid().index(),
    /** no foreign key: the ledger outlives an erased student */
    studentId: p.uuid().nullable(),
    /** 'unlock', 'save', 'export', 'admin_grant' */
    transactionType: p.text(),
    /** positive when spent, negative when granted */
    creditsConsumed: p.integer(),
    creditsRemaining: p.integer(),
    description: p.text().nullable(),
    /** the admin who granted credits, for 'admin_grant' rows */
    actorId: p.uuid().nullable(),
    idempotencyKey: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
});
