const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheet apps run cells that start like a formula; a leading quote makes them plain text. */
export const neutraliseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
