import { createFileRoute } from '@tanstack/react-router';
import { MyDataPage } from '@/features/marketing/components/my-data/my-data-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/my-data')({
  head: () =>
    pageHead({
      title: 'Your data',
      description: 'Students and parents: see the data EduReach holds about you, who received it, and correct, withdraw or erase it.',
      path: '/my-data',
    }),
  component: MyDataPage,
});
