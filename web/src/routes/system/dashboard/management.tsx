import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/system/dashboard/management')({
  head: () => pageHead({ title: 'Admin Dashboard', description: 'Staff dashboard.', path: '/system/dashboard/management', noindex: true }),
  component: () => <PagePlaceholder title="Admin Dashboard" summary="Staff dashboard." />,
});
