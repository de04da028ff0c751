import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/about')({
  head: () => pageHead({ title: 'About Us', description: 'A decade of helping Indian institutions fill their seats.', path: '/about' }),
  component: () => <PagePlaceholder title="About Us" summary="A decade of helping Indian institutions fill their seats." />,
});
