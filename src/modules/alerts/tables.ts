/**
 * The tables the alerts module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * Members' saved searches, and the lease that lets one server copy at a time send the digests.
 */
export const OWNED_TABLES = ['saved_searches', 'saved_search_job_leases'] as const;
