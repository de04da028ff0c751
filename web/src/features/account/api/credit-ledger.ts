import { useInfiniteQuery } from '@tanstack/react-query';
import { exportCreditLedger, listCreditLedger } from '@/api/sdk.gen';

export const LEDGER_PAGE_SIZE = 25;

/** The member's ledger, newest first, one page after another ("Show older entries"). */
export const useCreditLedger = () =>
  useInfiniteQuery({
    queryKey: ['credit-ledger'],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      (await listCreditLedger({ query: { limit: LEDGER_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, throwOnError: true })).data,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The whole ledger as a CSV file, through the generated client (the member's token goes with it). */
export async function downloadCreditLedger(): Promise<void> {
  const { data } = await exportCreditLedger({ parseAs: 'blob', throwOnError: true });
  const href = URL.createObjectURL(data as unknown as Blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `credit-ledger-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
