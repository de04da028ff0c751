import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteExclusionListMutation, getExclusionListOptions, getExclusionListQueryKey } from '@/api/@tanstack/react-query.gen';
import type { ReplaceExclusionListResponse } from '@/api/types.gen';
import { ApiError } from '@/lib/api-error';
import { memberToken } from '@/lib/auth-tokens';

export type ExclusionUpload = ReplaceExclusionListResponse;

export const useExclusionList = () => useQuery({ ...getExclusionListOptions(), retry: false });

/** Every change to the list reads it again, and the portal's lists (their `inYourList` marks). */
function useListChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getExclusionListQueryKey() }),
      queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes('/api/public/students') }),
    ]);
}

export function useDeleteExclusionList() {
  const changed = useListChanged();
  return useMutation({ ...deleteExclusionListMutation(), onSuccess: changed });
}

/**
 * ADR 0024: the upload through XMLHttpRequest, the one browser API that reports an upload's progress (`onProgress`:
 * 0–1 of the bytes sent); the answer comes once the server has matched the list.
 */
function sendList(file: File, onProgress: (sent: number) => void): Promise<ExclusionUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', '/api/website/exclusion-list');
    const token = memberToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as ExclusionUpload);
      else reject(new ApiError(request.status, body as ApiError['body'], request.responseText));
    };
    request.onerror = () => reject(new ApiError(0, undefined, 'The upload failed: check your connection and try again'));
    const form = new FormData();
    form.append('csvFile', file);
    request.send(form);
  });
}

export function useUploadExclusionList(onProgress: (sent: number) => void) {
  const changed = useListChanged();
  return useMutation({ mutationFn: (file: File) => sendList(file, onProgress), onSuccess: changed });
}
