/**
 * A piece of SQL one module writes over its own tables for another module's statement (ADR 0013: privacy's consent
 * predicates and columns inside leads' reads of the students table), as ports and contracts see it: an opaque handle,
 * so that they name no ORM. Only `platform/db/sql.ts` makes one (`pieceOf`) or opens one (`sqlOf`), as
 * `platform/db/unit-of-work.ts` does a `Transaction`.
 */
export type SqlPiece = { readonly __sqlPiece: unique symbol };
