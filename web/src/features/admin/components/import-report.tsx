import { Download } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { saveCsvText } from '../api/download-csv';

type RowError = { row: number; message: string };
const SHOWN = 200;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The failed rows' file is named after the uploaded one: students.csv → students-failed-rows.csv */
const failedRowsName = (fileName: string) => `${fileName.replace(/\.csv$/i, '')}-failed-rows.csv`;

/**
 * Issue 25 §8: what the preview or the import found: a headline, its counts, the rows with errors (row number first,
 * the reason wrapping beneath it, never scrolled sideways) and the failed rows as a CSV file.
 */
export function ImportReport({
  label,
  headline,
  counts,
  errors,
  failedRowsCsv,
  fileName,
}: {
  label: 'File check' | 'Import counts';
  headline: string;
  counts: string[];
  errors: readonly RowError[];
  failedRowsCsv: string;
  fileName: string;
}) {
  return (
    <section
      aria-label={`${label} summary`}
      aria-live="polite"
      className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4', bg: 'bg.subtle' })}
    >
      <p className={css({ fontWeight: 'semibold' })}>{headline}</p>
      <ul aria-label={label} className={flex({ wrap: 'wrap', gap: '2', mt: '2' })}>
        {counts.map((count) => (
          <li
            key={count}
            className={css({ fontSize: 'sm', bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'full', px: '3', py: '0.5' })}
          >
            {count}
          </li>
        ))}
      </ul>
      {errors.length > 0 ? (
        <>
          <div className={flex({ wrap: 'wrap', align: 'center', justify: 'space-between', gap: '2', mt: '3' })}>
            <p className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {plural(errors.length, 'row')} {label === 'File check' ? 'will not be' : errors.length === 1 ? 'was not' : 'were not'} imported:
            </p>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => saveCsvText(failedRowsName(fileName), failedRowsCsv)}>
              <Download size={14} aria-hidden /> Download failed rows ({errors.length.toLocaleString('en-IN')})
            </button>
          </div>
          <ul
            aria-label="Row errors"
            className={css({ mt: '2', maxH: '48', overflowY: 'auto', overflowX: 'hidden', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })}
          >
            {errors.slice(0, SHOWN).map((e) => (
              <li key={e.row} className={css({ pl: '20', textIndent: '-20', overflowWrap: 'anywhere' })}>
                <strong className={css({ display: 'inline-block', minW: '20', textIndent: '0' })}>Row {e.row}:</strong> {e.message}
              </li>
            ))}
            {errors.length > SHOWN ? <li>… and {plural(errors.length - SHOWN, 'more row')} in the failed rows file</li> : null}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export const previewCounts = (p: { totalRecords: number; valid: number; invalid: number; duplicate: number }) => [
  plural(p.totalRecords, 'row'),
  `${p.valid.toLocaleString('en-IN')} valid`,
  `${p.invalid.toLocaleString('en-IN')} invalid`,
  plural(p.duplicate, 'duplicate'),
];

export const importCounts = (o: { totalRecords: number; imported: number; failed: number }) => [
  `${plural(o.totalRecords, 'row')} read`,
  `${o.imported.toLocaleString('en-IN')} imported`,
  `${o.failed.toLocaleString('en-IN')} not imported`,
];
