import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/system/access/secure-auth')({
  head: () => pageHead({ title: 'Admin Sign-in', description: 'Staff sign-in.', path: '/system/access/secure-auth', noindex: true }),
  component: () => <PagePlaceholder title="Admin Sign-in" summary="Staff sign-in." />,
});
