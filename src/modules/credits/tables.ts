/**
 * The tables the credits module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * Other modules reach the institutions' pools (ADR 0021), the ledger and stored answers through contracts.ts.
 */
export const OWNED_TABLES = ['institution_credits', 'credit_transactions', 'idempotent_requests', 'credit_requests', 'seat_credit_limits'] as const;
