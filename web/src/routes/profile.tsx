import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/profile')({
  head: () => pageHead({ title: 'My Profile', description: 'Your member profile and security settings.', path: '/profile', noindex: true }),
  component: () => <PagePlaceholder title="My Profile" summary="Your member profile and security settings." />,
});
