/** One rule for every export: see platform/kernel/csv-cell.ts. */
export { neutraliseCell } from '@platform/kernel/csv-cell';
