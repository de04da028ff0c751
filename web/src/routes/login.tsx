import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/login')({
  head: () => pageHead({ title: 'Member Login', description: 'Sign in to the Student Leads Portal.', path: '/login', noindex: true }),
  component: () => <PagePlaceholder title="Member Login" summary="Sign in to the Student Leads Portal." />,
});
