/**
 * The tables the billing module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * Credit packs, the company's billing settings, GST invoices and their per-financial-year numbering (ADR 0021).
 */
export const OWNED_TABLES = ['credit_packs', 'billing_settings', 'invoices', 'invoice_counters'] as const;
