import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/services/performance-marketing')({
  head: () => pageHead({ title: 'Performance Marketing', description: 'Performance campaigns for admissions that pay for themselves.', path: '/services/performance-marketing' }),
  component: () => <PagePlaceholder title="Performance Marketing" summary="Performance campaigns for admissions that pay for themselves." />,
});
