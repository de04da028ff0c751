import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/services/')({
  head: () => pageHead({ title: 'Our Services', description: 'Data enrichment, digital marketing, direct marketing and AI automation for admissions teams.', path: '/services' }),
  component: () => <PagePlaceholder title="Our Services" summary="Data enrichment, digital marketing, direct marketing and AI automation for admissions teams." />,
});
