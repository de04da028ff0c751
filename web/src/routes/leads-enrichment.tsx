import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/leads-enrichment')({
  head: () => pageHead({ title: 'Data Enrichment', description: 'Verified student leads and a first-party enrichment API.', path: '/leads-enrichment' }),
  component: () => <PagePlaceholder title="Data Enrichment" summary="Verified student leads and a first-party enrichment API." />,
});
