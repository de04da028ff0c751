import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/system/dashboard/management')({
  head: () => pageHead({ title: 'Admin Dashboard', description: 'Staff dashboard.', path: '/system/dashboard/management', noindex: true }),
  // lazy: the admin portal and its charts stay out of the marketing pages' bundle
  component: lazyRouteComponent(() => import('@/features/admin/components/admin-portal')),
});
