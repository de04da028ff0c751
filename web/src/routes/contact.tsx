import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/contact')({
  head: () => pageHead({ title: 'Contact Us', description: 'Talk to our admissions growth team.', path: '/contact' }),
  component: () => <PagePlaceholder title="Contact Us" summary="Talk to our admissions growth team." />,
});
