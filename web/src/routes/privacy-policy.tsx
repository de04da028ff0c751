import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead({ title: 'Privacy Policy', description: 'How we collect, use and protect personal data.', path: '/privacy-policy' }),
  component: () => <PagePlaceholder title="Privacy Policy" summary="How we collect, use and protect personal data." />,
});
