/** `?, ?, ?` for an IN list of `count` values. */
export const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');

export const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
