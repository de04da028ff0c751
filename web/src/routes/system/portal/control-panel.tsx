import { createFileRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { ADMIN_DEFAULTS, AdminSearchSchema } from '@/features/admin/admin-search';
import { prefetchAdminPortal } from '@/features/admin/api/prefetch';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/system/portal/control-panel')({
  head: () => pageHead({ title: 'Admin Control Panel', description: 'Staff dashboard.', path: '/system/portal/control-panel', noindex: true }),
  // the loader and the query code it imports load with the page, not in the entry chunk every page downloads
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: AdminSearchSchema,
  search: { middlewares: [stripSearchParams(ADMIN_DEFAULTS)] },
  loader: ({ context }) => prefetchAdminPortal(context.queryClient),
  // lazy: the admin portal and its charts stay out of the marketing pages' bundle
  component: lazyRouteComponent(() => import('@/features/admin/components/admin-portal')),
});
