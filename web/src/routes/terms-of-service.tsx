import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/terms-of-service')({
  head: () => pageHead({ title: 'Terms of Service', description: 'The terms that govern the use of our services.', path: '/terms-of-service' }),
  component: () => <PagePlaceholder title="Terms of Service" summary="The terms that govern the use of our services." />,
});
