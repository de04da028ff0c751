/** The admin module owns no table: it reads and acts through the other modules' contracts (tests/architecture checks its SQL). */
export const OWNED_TABLES = [] as const;
