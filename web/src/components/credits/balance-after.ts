import { plural } from '@/lib/plural';

/** "1 credit", "3 credits" */
export const creditsText = (n: number) => plural(n, 'credit');

/**
 * Issue 25 §7: what an action costs and what the balance will be after it, said before the click:
 * "Costs 3 credits · 38 left after". Nothing charged is said as such.
 */
export function priceAndBalance(cost: number, balance: number): string {
  if (cost === 0) return `No credits charged · ${creditsText(balance)} left`;
  return `Costs ${creditsText(cost)} · ${balance - cost} left after`;
}
