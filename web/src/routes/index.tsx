import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/marketing/components/home/home-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'EduReach | Transform Your Student Acquisition',
      description:
        'Student acquisition for Indian universities, colleges, schools and coaching centres: a 10M+ student leads database, digital and direct marketing, and AI automation. Trusted by 500+ institutions.',
      path: '/',
    }),
  component: HomePage,
});
