import { createFileRoute } from '@tanstack/react-router';
import { ServicesIndexPage } from '@/features/marketing/components/services/services-index-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/services/')({
  head: () =>
    pageHead({
      title: 'Our Services',
      description: 'Data enrichment, digital marketing, direct marketing and AI automation for Indian educational institutions.',
      path: '/services',
      keywords: 'student acquisition services, education marketing agency India',
    }),
  component: ServicesIndexPage,
});
