import { QueryClient } from '@tanstack/react-query';
import { isRateLimited } from './api-error';

const isAuthFailure = (error: unknown) => /401|403/.test(error instanceof Error ? error.message : String(error));
/** A refusal of the list as asked (CATALOGUE.BEYOND_WINDOW, SEARCH_TOO_SHORT, TOO_BROAD): asking again would not help. */
const isListRefusal = (error: unknown) => /^(400|422): /.test(error instanceof Error ? error.message : String(error));

/**
 * Spec 000 §9: fresh for 5 minutes, no refetch on focus, 2 retries except 401/403 (and a list's 400/422 refusal, ADR 0014), 1 s backoff doubling to 30 s.
 * A 429 (the scraping guard) is retried only once the server's Retry-After has passed, never sooner.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 300_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && !isAuthFailure(error) && !isListRefusal(error),
        retryDelay: (attempt, error) =>
          isRateLimited(error) && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : Math.min(1000 * 2 ** attempt, 30_000),
      },
      // a send while the phone is offline fails at once with the form's own message, instead of waiting unseen
      mutations: { retry: false, networkMode: 'always' },
    },
  });
