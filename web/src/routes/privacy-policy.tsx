import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/marketing/components/legal/legal-page';
import { PRIVACY } from '@/features/marketing/content/legal';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/privacy-policy')({
  head: () =>
    pageHead({
      title: 'Privacy Policy',
      description: 'How EduReach collects, uses and protects personal data. Effective January 1, 2024.',
      path: '/privacy-policy',
    }),
  component: () => <LegalPage document={PRIVACY} />,
});
