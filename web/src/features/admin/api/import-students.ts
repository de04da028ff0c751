import { importStudents, previewStudentImport, testImportAuth } from '@/api/sdk.gen';

export type ImportOutcome = Awaited<ReturnType<typeof importStudents<true>>>['data'];
export type ImportPreview = Awaited<ReturnType<typeof previewStudentImport<true>>>['data'];

/** test-auth first, then the upload; `progress` reports the spec's 10/30/70/100 % steps. */
export async function uploadStudentsCsv(file: File, progress: (percent: number) => void): Promise<ImportOutcome> {
  progress(10);
  await testImportAuth({ throwOnError: true });
  progress(30);
  const response = await importStudents({ body: { csvFile: file }, throwOnError: true });
  progress(70);
  const data = response.data;
  progress(100);
  return data;
}

/** Issue 25 §8: the server checks the file as the import would, and writes nothing. */
export async function previewStudentsCsv(file: File): Promise<ImportPreview> {
  return (await previewStudentImport({ body: { csvFile: file }, throwOnError: true })).data;
}
