import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/account/components/profile-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/profile')({
  head: () => pageHead({ title: 'My Profile', description: 'Your member profile and security settings.', path: '/profile', noindex: true }),
  component: ProfilePage,
});
