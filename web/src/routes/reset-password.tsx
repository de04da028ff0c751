import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/reset-password')({
  head: () => pageHead({ title: 'Reset Password', description: 'Choose a new password.', path: '/reset-password', noindex: true }),
  component: () => <PagePlaceholder title="Reset Password" summary="Choose a new password." />,
});
