/**
 * A PostgreSQL array literal (`{"a","b"}`) for one `?::type[]` parameter: a list of any length is one parameter
 * (`= any(?::uuid[])`, `unnest(?::text[])`), through pg and PGlite alike. Every element is quoted and escaped, so a
 * comma, brace, quote, backslash or space inside a value stays inside it; null and undefined become NULL.
 */
export function sqlArray(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `{${values.map((value) => (value === null || value === undefined ? 'NULL' : `"${String(value).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
