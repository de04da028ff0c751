import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCreditPackMutation,
  deactivateCreditPackMutation,
  getBillingSettingsOptions,
  listCreditPacksAdminOptions,
  listInvoicesOptions,
  markInvoicePaidMutation,
  updateBillingSettingsMutation,
  updateCreditPackMutation,
} from '@/api/@tanstack/react-query.gen';
import { downloadInvoicePdf, exportInvoices } from '@/api/sdk.gen';
import type { GetBillingSettingsResponse, ListCreditPacksAdminResponse, ListInvoicesData, ListInvoicesResponse } from '@/api/types.gen';
import { ApiError } from '@/lib/api-error';
import { adminRetry } from './admin-query';

export type BillingSettings = GetBillingSettingsResponse;
export type StateCode = BillingSettings['stateCode'];
export type CreditPack = ListCreditPacksAdminResponse['packs'][number];
export type Invoice = ListInvoicesResponse['invoices'][number];
export type InvoiceStatus = Invoice['status'];
export type InvoiceQuery = NonNullable<ListInvoicesData['query']>;

/** ADR 0021: the company's billing settings and the credit packs, as the admins keep them. */
export const useBillingSettings = () => useQuery({ ...getBillingSettingsOptions(), retry: adminRetry });
export const useCreditPacks = () => useQuery({ ...listCreditPacksAdminOptions(), retry: adminRetry });
export const useInvoices = (query: InvoiceQuery) =>
  useQuery({ ...listInvoicesOptions({ query }), retry: adminRetry, staleTime: 0, placeholderData: keepPreviousData });

const useRefresh = (pattern: RegExp) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => pattern.test(JSON.stringify(q.queryKey)) });
};

export const useSaveBillingSettings = () => useMutation({ ...updateBillingSettingsMutation(), onSuccess: useRefresh(/getBillingSettings/) });
export const useCreatePack = () => useMutation({ ...createCreditPackMutation(), onSuccess: useRefresh(/listCreditPacksAdmin/) });
export const useUpdatePack = () => useMutation({ ...updateCreditPackMutation(), onSuccess: useRefresh(/listCreditPacksAdmin/) });
export const useDeactivatePack = () => useMutation({ ...deactivateCreditPackMutation(), onSuccess: useRefresh(/listCreditPacksAdmin/) });
// a paid invoice adds credits to a pool: the members' list shows balances too
export const useMarkInvoicePaid = () => useMutation({ ...markInvoicePaidMutation(), onSuccess: useRefresh(/listInvoices|WebsiteUsers|Dashboard/) });

/** The server's VALIDATION issues, one message per field (its first), keyed by the field's name; empty otherwise. */
export function fieldIssues(error: unknown): Record<string, string> {
  const issues = error instanceof ApiError ? (error.body as { issues?: { path: string; message: string }[] } | undefined)?.issues : undefined;
  const out: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const key = issue.path.replace(/^body\./, '');
    out[key] ??= issue.message;
  }
  return out;
}

const save = (blob: Blob, fileName: string) => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};

/** The accountant's CSV of the invoices (of one status, or all), fetched with the admin token. */
export async function downloadInvoicesCsv(status?: InvoiceStatus): Promise<void> {
  const { data } = await exportInvoices({ query: status ? { status } : {}, parseAs: 'blob', throwOnError: true });
  save(data as unknown as Blob, `invoices${status ? `-${status}` : ''}.csv`);
}

/** An invoice's PDF, fetched with the admin token: opened in a new tab, or saved when the browser blocks the tab. */
export async function openInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const { data } = await downloadInvoicePdf({ path: { id: invoice.id }, parseAs: 'blob', throwOnError: true });
  const blob = new Blob([data as unknown as Blob], { type: 'application/pdf' });
  const href = URL.createObjectURL(blob);
  // not 'noopener': with it window.open answers null even when the tab opened, and the PDF would be saved as well
  const tab = window.open(href, '_blank');
  if (tab) tab.opener = null;
  else save(blob, `${invoice.number.replaceAll('/', '-')}.pdf`);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
