import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listCreditPacksOptions, listMyInvoicesOptions, listMyInvoicesQueryKey, requestCreditPackMutation } from '@/api/@tanstack/react-query.gen';
import { downloadMyInvoicePdf } from '@/api/sdk.gen';
import type { ListCreditPacksResponse, ListMyInvoicesResponse, RequestCreditPackData } from '@/api/types.gen';
import { saveBlob } from './team-usage';

export type CreditPack = ListCreditPacksResponse['packs'][number];
export type MemberInvoice = ListMyInvoicesResponse['invoices'][number];
export type PackRequest = RequestCreditPackData['body'];
export type PlaceOfSupply = PackRequest['placeOfSupply'];

export const useCreditPacks = () => useQuery({ ...listCreditPacksOptions(), retry: false });

/** The institution's invoices (the owner and the managers; a member is refused 403). */
export const useInvoices = ({ enabled }: { enabled: boolean }) => useQuery({ ...listMyInvoicesOptions({ query: { limit: 50 } }), enabled, retry: false });

export function useRequestPack() {
  const queryClient = useQueryClient();
  return useMutation({ ...requestCreditPackMutation(), onSuccess: () => queryClient.invalidateQueries({ queryKey: listMyInvoicesQueryKey() }) });
}

/** An invoice's PDF: fetched with the session's token as a blob, then saved under its number. */
export async function downloadInvoice(invoice: MemberInvoice): Promise<void> {
  const { data } = await downloadMyInvoicePdf({ path: { id: invoice.id }, parseAs: 'blob', throwOnError: true });
  saveBlob(data as unknown as Blob, `${invoice.number.replaceAll('/', '-')}.pdf`);
}

/** GST's state codes and names (the request's place of supply). */
export const STATES: [PlaceOfSupply, string][] = [
  ['35', 'Andaman and Nicobar Islands'],
  ['37', 'Andhra Pradesh'],
  ['12', 'Arunachal Pradesh'],
  ['18', 'Assam'],
  ['10', 'Bihar'],
  ['04', 'Chandigarh'],
  ['22', 'Chhattisgarh'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['07', 'Delhi'],
  ['30', 'Goa'],
  ['24', 'Gujarat'],
  ['06', 'Haryana'],
  ['02', 'Himachal Pradesh'],
  ['01', 'Jammu and Kashmir'],
  ['20', 'Jharkhand'],
  ['29', 'Karnataka'],
  ['32', 'Kerala'],
  ['38', 'Ladakh'],
  ['31', 'Lakshadweep'],
  ['23', 'Madhya Pradesh'],
  ['27', 'Maharashtra'],
  ['14', 'Manipur'],
  ['17', 'Meghalaya'],
  ['15', 'Mizoram'],
  ['13', 'Nagaland'],
  ['21', 'Odisha'],
  ['97', 'Other Territory'],
  ['34', 'Puducherry'],
  ['03', 'Punjab'],
  ['08', 'Rajasthan'],
  ['11', 'Sikkim'],
  ['33', 'Tamil Nadu'],
  ['36', 'Telangana'],
  ['16', 'Tripura'],
  ['09', 'Uttar Pradesh'],
  ['05', 'Uttarakhand'],
  ['19', 'West Bengal'],
];

/** The company's state (ADR 0021: CGST + SGST there, IGST elsewhere); the invoice itself states the exact split. */
const COMPANY_STATE = '29';
const taxOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/** The GST-inclusive total, in paise, as the invoice will compute it (each head rounded to the paisa). */
export const totalWithGst = (pricePaise: number, placeOfSupply: PlaceOfSupply) =>
  pricePaise + (placeOfSupply === COMPANY_STATE ? 2 * taxOf(pricePaise, 9) : taxOf(pricePaise, 18));

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
export const formatPaise = (paise: number) => rupees.format(paise / 100);

/** A GSTIN's shape (the server checks the state code and the check character). */
export const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
