import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/marketing/components/about/about-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description: 'Founded in 2014 in Jayanagar, Bengaluru, EduReach has helped 500+ Indian institutions reach 1M+ students.',
      path: '/about',
      keywords: 'about EduReach, education marketing company Bangalore',
    }),
  component: AboutPage,
});
