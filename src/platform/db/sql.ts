import type { SqlPiece } from '../kernel/sql-piece';
import type { EntityManager } from './orm';
import { sqlArray } from './sql-array';

/** A value a statement may carry: bound, never written into the SQL text. */
export type SqlScalar = string | number | boolean | bigint | Date | null | undefined;
/** What `${…}` takes in `sql`: a value, a list (one array parameter: ADR 0005), or another piece of SQL. */
export type SqlValue = SqlScalar | readonly SqlScalar[] | Sql;

const PLACEHOLDER = '?';

/**
 * A piece of SQL and the values it binds, made only by `sql`, `raw` and `join` (ADR 0005). Pieces compose: a piece
 * inside another keeps its text byte for byte (the catalogue's search expression must, or its index goes unused).
 */
export class Sql {
  /** @param texts the SQL text around each value, one more than `values`; never user input */
  private constructor(
    private readonly texts: readonly string[],
    private readonly values: readonly (SqlScalar | readonly SqlScalar[])[],
  ) {}

  /** @internal for `sql`, `raw` and `join` only */
  static of(strings: readonly string[], values: readonly SqlValue[]): Sql {
    const texts: string[] = [strings[0]!];
    const bound: (SqlScalar | readonly SqlScalar[])[] = [];
    values.forEach((value, i) => {
      if (value instanceof Sql) {
        texts[texts.length - 1] += value.texts[0];
        for (let j = 0; j < value.values.length; j++) {
          bound.push(value.values[j]);
          texts.push(value.texts[j + 1]!);
        }
        texts[texts.length - 1] += strings[i + 1];
      } else {
        bound.push(value);
        texts.push(strings[i + 1]!);
      }
    });
    return new Sql(texts, bound);
  }

  /**
   * The statement as MikroORM's `execute` takes it: `?` for each value (a `?` of the text itself escaped, so that
   * only values are placeholders), a list as one array literal (`sqlArray`), undefined as null.
   */
  compile(): { text: string; params: unknown[] } {
    if (this.values.length === 0) return { text: this.texts.join(''), params: [] };
    const params = this.values.map((value) => (Array.isArray(value) ? sqlArray(value) : (value ?? null)));
    // MikroORM reads `\?` as a question mark of the text: a text ending in a backslash would swallow the placeholder
    if (this.texts.slice(0, -1).some((part) => part.endsWith('\\'))) throw new Error('A value follows a backslash in SQL text');
    const text = this.texts.map((part) => part.replaceAll('?', '\\?')).join(PLACEHOLDER);
    return { text, params };
  }

  /** Every row the statement returns, typed as the caller says (not checked at run time: map it once, per table). */
  async rows<Row extends object = Record<string, unknown>>(em: EntityManager): Promise<Row[]> {
    const { text, params } = this.compile();
    return em.execute<Row[]>(text, params);
  }

  /** The first row, or undefined. */
  async first<Row extends object = Record<string, unknown>>(em: EntityManager): Promise<Row | undefined> {
    return (await this.rows<Row>(em))[0];
  }

  /** Runs the statement; the number of rows it inserted, updated or deleted. */
  async run(em: EntityManager): Promise<number> {
    const { text, params } = this.compile();
    const result = await em.execute<{ affectedRows: number }>(text, params, 'run');
    return result.affectedRows;
  }
}

/** SQL with bound values: sql`select … from t where id = ${id} and status = any(${statuses}::text[])`. */
export const sql = (strings: TemplateStringsArray, ...values: SqlValue[]): Sql => Sql.of(strings, values);

/**
 * Fixed SQL text: an identifier, a direction or a clause chosen from a constant map. The type takes only string
 * literals (or unions of them), so a value that came from a request cannot be written in as SQL.
 */
export const raw = <Text extends string>(text: string extends Text ? never : Text): Sql => Sql.of([text], []);

/** Pieces of SQL in a row, between each two a fixed separator (`, ` by default). */
export function join(pieces: readonly Sql[], separator: ', ' | ' and ' | ' or ' | ' + ' | ' ' | ',\n' | ' union all ' = ', '): Sql {
  if (pieces.length === 0) return empty;
  return Sql.of(['', ...pieces.slice(1).map(() => separator), ''], pieces);
}

/** No SQL at all: the branch of a condition that adds nothing. */
export const empty: Sql = Sql.of([''], []);

/**
 * A whole number written into the text: for a statement that takes no parameter (`set local statement_timeout = 700`)
 * or a count fixed by the code. Refuses anything but a safe integer, so no text can come through it.
 */
export function integer(value: number): Sql {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not a whole number: ${value}`);
  return Sql.of([String(value)], []);
}

/** A piece handed to another module through its port (ADR 0013), opaque there. */
export const pieceOf = (piece: Sql): SqlPiece => piece as unknown as SqlPiece;

/** The SQL behind a port's piece; anything `pieceOf` did not make is refused. */
export function sqlOf(piece: SqlPiece): Sql {
  if (!((piece as unknown) instanceof Sql)) throw new TypeError('Not a piece of SQL made by pieceOf');
  return piece as unknown as Sql;
}
