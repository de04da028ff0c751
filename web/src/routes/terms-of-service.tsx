import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/marketing/components/legal/legal-page';
import { TERMS } from '@/features/marketing/content/legal';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/terms-of-service')({
  head: () =>
    pageHead({
      title: 'Terms of Service',
      description: 'The terms for using the EduReach website, Student Leads Portal and services. Effective January 1, 2024.',
      path: '/terms-of-service',
    }),
  component: () => <LegalPage document={TERMS} />,
});
