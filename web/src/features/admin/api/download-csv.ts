import { exportStudentsCsv, exportWebsiteUsersCsv, getStudentImportTemplate, getStudentImportTemplateWithConsent } from '@/api/sdk.gen';

const asFile = { parseAs: 'blob', throwOnError: true } as const;

/** The admin CSVs, fetched with the admin token through the generated client. */
const FILES = {
  students: { fileName: 'students.csv', fetch: () => exportStudentsCsv(asFile) },
  members: { fileName: 'website-users.csv', fetch: () => exportWebsiteUsersCsv(asFile) },
  importTemplate: { fileName: 'students-import-template.csv', fetch: () => getStudentImportTemplate(asFile) },
  importTemplateWithConsent: { fileName: 'students-import-template-with-consent.csv', fetch: () => getStudentImportTemplateWithConsent(asFile) },
};

/** Fetches a CSV and hands it to the browser as a file. */
export async function downloadCsv(file: keyof typeof FILES): Promise<void> {
  const { data } = await FILES[file].fetch();
  const href = URL.createObjectURL(data as unknown as Blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = FILES[file].fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Saves CSV text the server answered (issue 25 §8: the failed rows of an import) as a file, with a BOM for spreadsheets. */
export function saveCsvText(fileName: string, text: string): void {
  const href = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
