import { client } from '@/api/client.gen';

/** Fetches a CSV with the admin token and hands it to the browser as a file. */
export async function downloadCsv(url: string, fileName: string): Promise<void> {
  const { data } = await client.get<{ 200: Blob }, unknown, true>({ url, parseAs: 'blob', throwOnError: true });
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
