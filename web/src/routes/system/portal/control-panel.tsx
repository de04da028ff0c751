import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/system/portal/control-panel')({
  head: () => pageHead({ title: 'Admin Control Panel', description: 'Staff dashboard.', path: '/system/portal/control-panel', noindex: true }),
  component: () => <PagePlaceholder title="Admin Control Panel" summary="Staff dashboard." />,
});
