import { DomainError } from '@platform/kernel/domain-error';

/** How to mend a file that is not UTF-8 (said for a whole file and for a single row). */
export const SAVE_AS_UTF8 = 'Save it from your spreadsheet as "CSV UTF-8 (comma delimited)" and upload it again.';

const count = (n: number) => n.toLocaleString('en-IN');

/** Expected failures of the imports module, with stable codes. A refused file imports nothing. */
export const ImportErrors = {
  notCsv: () => new DomainError('invalid', 'IMPORT.NOT_CSV', 'Only .csv files can be imported'),
  fileTooLarge: (maxBytes: number) =>
    new DomainError('too_large', 'IMPORT.FILE_TOO_LARGE', `The CSV file is larger than ${maxBytes / 1024 / 1024} MB. Split it into smaller files.`),
  /** `where` names the line (" near line 4") when the parser knows it; `reason` is the rule the file broke. */
  unreadableCsv: (where: string, reason: string) =>
    new DomainError(
      'invalid',
      'IMPORT.UNREADABLE_CSV',
      `The CSV file could not be read${where}: ${reason}. Put quotes around cells that contain commas, quotes or line breaks, and write a quote inside a quoted cell as "". Nothing was imported.`,
    ),
  notUtf8: () => new DomainError('invalid', 'IMPORT.NOT_UTF8', `The file is not UTF-8 text. ${SAVE_AS_UTF8}`),
  tooManyColumns: (columns: number, templateColumns: number, maxColumns: number) =>
    new DomainError(
      'invalid',
      'IMPORT.TOO_MANY_COLUMNS',
      `The header row has ${count(columns)} columns; the template has ${templateColumns} and at most ${maxColumns} are accepted. Download the template and keep its header row.`,
    ),
  /** `message` names the wrong columns (describeHeaderProblems) */
  badHeader: (message: string) => new DomainError('invalid', 'IMPORT.BAD_HEADER', message),
  emptyFile: () => new DomainError('invalid', 'IMPORT.EMPTY_FILE', 'The CSV file is empty. Download the template and add student rows below its header.'),
  noRows: () => new DomainError('invalid', 'IMPORT.NO_ROWS', 'The CSV file has a header but no student rows.'),
  tooManyRecords: (records: number, maxRecords: number) =>
    new DomainError(
      'invalid',
      'IMPORT.TOO_MANY_RECORDS',
      `The file has ${count(records)} records; at most ${count(maxRecords)} can be imported at once. Split it into smaller files.`,
    ),
  batchNotFound: () => new DomainError('not_found', 'IMPORT.BATCH_NOT_FOUND', 'Import batch not found'),
  alreadyUndone: () => new DomainError('conflict', 'IMPORT.ALREADY_UNDONE', 'This import was already undone'),
};
