import { createFileRoute } from '@tanstack/react-router';
import { SERVICE_META } from '@/features/marketing/content/service-meta';
import { SERVICE_PAGES } from '@/features/marketing/content/service-pages';
import { ServicePage } from '@/features/marketing/components/services/service-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/services/direct-marketing')({
  head: () => pageHead(SERVICE_META['direct-marketing']),
  component: () => <ServicePage content={SERVICE_PAGES['direct-marketing']} />,
});
