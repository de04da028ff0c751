import { useQuery } from '@tanstack/react-query';
import { getCreditPricesOptions } from '@/api/@tanstack/react-query.gen';

/**
 * The server's pricing table as this member pays it (premium members: the save only). The fallbacks only fill the
 * first render before it arrives; selections are priced by the server's quote (./save-quote.ts).
 */
export function useCreditPrices(isPremium: boolean) {
  const { data } = useQuery({ ...getCreditPricesOptions(), staleTime: Infinity });
  const table = isPremium ? data?.premiumPrices : data?.prices;
  return {
    unlock: table?.unlock ?? (isPremium ? 0 : 1),
    save: table?.save ?? 1,
    export: table?.export ?? (isPremium ? 0 : 1),
    lowCreditThreshold: data?.lowCreditThreshold ?? 10,
  };
}
