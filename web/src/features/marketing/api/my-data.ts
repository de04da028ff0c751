import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fileMyDataRequestMutation,
  getMyDataOptions,
  getMyDataQueryKey,
  requestMyDataCodeMutation,
  verifyMyDataCodeMutation,
  withdrawMyConsentMutation,
  objectToContactMutation,
} from '@/api/@tanstack/react-query.gen';
import type { GetMyDataResponse } from '@/api/types.gen';
import { ApiError } from '@/lib/api-error';
import type { MyDataKey } from '../content/my-data-strings';

export type MyData = GetMyDataResponse;
export type MyRecord = MyData['records'][number];

/** The pass travels in its own header, never as a member's bearer token; it lives in memory only (not storage). */
const passHeaders = (pass: string) => ({ headers: { 'x-privacy-pass': pass } });

export const useRequestCode = () => useMutation(requestMyDataCodeMutation());
export const useVerifyCode = () => useMutation(verifyMyDataCodeMutation());

/** Everything we hold on the pass's records; no retries (a lapsed pass is final). */
export const useMyData = (pass: string | null) =>
  useQuery({ ...getMyDataOptions(passHeaders(pass ?? '')), enabled: Boolean(pass), retry: false, staleTime: Number.POSITIVE_INFINITY });

/** Requests and withdrawal reload the student's data when they succeed. */
export function useMyDataActions(pass: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: getMyDataQueryKey(passHeaders(pass)) });
  return {
    file: useMutation({ ...fileMyDataRequestMutation(passHeaders(pass)), onSuccess }),
    withdraw: useMutation({ ...withdrawMyConsentMutation(passHeaders(pass)), onSuccess }),
    object: useMutation({ ...objectToContactMutation(passHeaders(pass)), onSuccess }),
  };
}

/** The screen's own words for a refusal, in the chosen language (the server's are English). */
export function refusalKey(error: unknown): MyDataKey {
  if (!(error instanceof ApiError)) return 'errorGeneric';
  const code = error.body && 'code' in error.body ? error.body.code : undefined;
  if (code === 'RIGHTS.BAD_CODE') return 'errorBadCode';
  if (code === 'RIGHTS.PASS_EXPIRED') return 'errorExpired';
  if (code === 'PRIVACY.NOTHING_TO_WITHDRAW') return 'errorNothingToWithdraw';
  if (code === 'RIGHTS.REQUEST_ALREADY_OPEN') return 'errorAlreadyOpen';
  if (error.status === 429) return 'errorRateLimited';
  return 'errorGeneric';
}

export const isExpiredPass = (error: unknown) => error instanceof ApiError && error.status === 401;
