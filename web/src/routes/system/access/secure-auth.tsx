import { createFileRoute } from '@tanstack/react-router';
import { AdminSignInPage } from '@/features/account/components/admin-sign-in-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/system/access/secure-auth')({
  head: () => pageHead({ title: 'Admin Sign-in', description: 'Staff sign-in.', path: '/system/access/secure-auth', noindex: true }),
  component: AdminSignInPage,
});
