import { useQuery } from '@tanstack/react-query';
import { getCreditPricesOptions } from '@/api/@tanstack/react-query.gen';

/** The server's pricing table; these fallbacks only fill the first render before it arrives. */
export function useCreditPrices() {
  const { data } = useQuery({ ...getCreditPricesOptions(), staleTime: Infinity });
  return { unlock: data?.prices.unlock ?? 1, save: data?.prices.save ?? 1, export: data?.prices.export ?? 1, lowCreditThreshold: data?.lowCreditThreshold ?? 10 };
}
