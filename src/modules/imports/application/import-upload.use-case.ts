import { uploadRefusal } from '../domain/import-outcome';
import { importStudents, type ImportDeps, type ImportInput, type ImportResult } from './import-students.use-case';

/** The admin portal's upload: a file that is not .csv, or too large, is refused before it is read or recorded. */
export async function importUpload(input: ImportInput, deps: ImportDeps): Promise<ImportResult> {
  const refusal = uploadRefusal({ name: input.fileName, size: input.fileSize });
  if (refusal) throw refusal;
  return importStudents(input, deps);
}
