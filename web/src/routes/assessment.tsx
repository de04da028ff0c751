import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/assessment')({
  head: () => pageHead({ title: 'Free Admissions Assessment', description: 'Answer 15 questions and get a personalised strategy in 3 minutes.', path: '/assessment' }),
  component: () => <PagePlaceholder title="Free Admissions Assessment" summary="Answer 15 questions and get a personalised strategy in 3 minutes." />,
});
