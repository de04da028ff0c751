import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiKeyMutation, listApiKeysOptions, listApiKeysQueryKey, renewApiKeyMutation, revokeApiKeyMutation } from '@/api/@tanstack/react-query.gen';
import type { CreateApiKeyData } from '@/api/types.gen';

export type ApiKeyScope = CreateApiKeyData['body']['scopes'][number];

/** What each scope opens, as the profile words it (the contract's list). */
export const SCOPES: Record<ApiKeyScope, string> = {
  read: 'Read: list students, saved lists, credits and quotes',
  unlock: 'Unlock: unlock students (charged)',
  export: 'Export: export saved students (charged)',
};

/** A key lives 1 to 365 days (the contract's expiresInDays); the form says why not before it asks the server. */
export const lifetimeError = (days: string) => (/^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 365 ? undefined : 'Choose 1 to 365 days');
export const expiryAfter = (days: number) => new Date(Date.now() + days * 86_400_000);

export const useApiKeys = ({ enabled }: { enabled: boolean }) => useQuery({ ...listApiKeysOptions(), enabled, retry: false });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ ...createApiKeyMutation(), onSuccess: () => queryClient.invalidateQueries({ queryKey: listApiKeysQueryKey() }) });
}

export function useRenewApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ ...renewApiKeyMutation(), onSuccess: () => queryClient.invalidateQueries({ queryKey: listApiKeysQueryKey() }) });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ ...revokeApiKeyMutation(), onSuccess: () => queryClient.invalidateQueries({ queryKey: listApiKeysQueryKey() }) });
}
