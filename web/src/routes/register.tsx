import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/register')({
  head: () => pageHead({ title: 'Create Account', description: 'Create a free Student Leads Portal account.', path: '/register', noindex: true }),
  component: () => <PagePlaceholder title="Create Account" summary="Create a free Student Leads Portal account." />,
});
