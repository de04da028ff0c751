import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/saved-students')({
  head: () => pageHead({ title: 'My Saved Students', description: 'Your collections of saved student leads.', path: '/saved-students', noindex: true }),
  component: () => <PagePlaceholder title="My Saved Students" summary="Your collections of saved student leads." />,
});
