import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/forgot-password')({
  head: () => pageHead({ title: 'Forgot Password', description: 'Request a password reset e-mail.', path: '/forgot-password', noindex: true }),
  component: () => <PagePlaceholder title="Forgot Password" summary="Request a password reset e-mail." />,
});
