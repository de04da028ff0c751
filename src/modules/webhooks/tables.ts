/**
 * The tables the webhooks module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * Members' webhook targets and the outbox of their deliveries.
 */
export const OWNED_TABLES = ['webhooks', 'webhook_deliveries'] as const;
