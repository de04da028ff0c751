import type { QueryClient } from '@tanstack/react-query';
import { adminToken } from '@/lib/auth-tokens';
import { dashboardOptions } from './dashboard';
import { importBatchesOptions } from './import-batches';

/**
 * The dashboard and the upload count name the portal's tabs: asked while the portal's code arrives. Only with an
 * admin token (a browser thing: never while prerendering); a failure is the page's to show.
 */
export function prefetchAdminPortal(queryClient: QueryClient) {
  if (!adminToken()) return;
  void queryClient.ensureQueryData(dashboardOptions()).catch(() => undefined);
  void queryClient.ensureQueryData(importBatchesOptions({ page: 1 })).catch(() => undefined);
}
