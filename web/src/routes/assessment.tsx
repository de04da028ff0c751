import { createFileRoute } from '@tanstack/react-router';
import { AssessmentPage } from '@/features/marketing/components/assessment/assessment-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/assessment')({
  head: () =>
    pageHead({
      title: 'Free Admissions Assessment',
      description: 'Answer 15 quick questions and get a personalised student acquisition strategy in 3 minutes. Free, no commitment.',
      path: '/assessment',
      keywords: 'free admissions assessment, student acquisition strategy, college marketing plan',
    }),
  component: AssessmentPage,
});
