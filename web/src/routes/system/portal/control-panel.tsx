import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/system/portal/control-panel')({
  head: () => pageHead({ title: 'Admin Control Panel', description: 'Staff dashboard.', path: '/system/portal/control-panel', noindex: true }),
  // lazy: the admin portal and its charts stay out of the marketing pages' bundle
  component: lazyRouteComponent(() => import('@/features/admin/components/admin-portal')),
});
