import { createFileRoute, redirect } from '@tanstack/react-router';
import { LeadsPortalPage } from '@/features/portal/components/leads-portal-page';
import { memberToken } from '@/lib/auth-tokens';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/leads-portal')({
  head: () => pageHead({ title: 'Student Leads Portal', description: 'Browse and unlock verified student leads.', path: '/leads-portal', noindex: true }),
  // Signed-out visitors go to /login (spec 001 §2); the member check itself runs in the page.
  beforeLoad: () => {
    if (typeof window !== 'undefined' && !memberToken()) throw redirect({ to: '/login' });
  },
  component: LeadsPortalPage,
});
