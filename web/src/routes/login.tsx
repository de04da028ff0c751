import { createFileRoute } from '@tanstack/react-router';
import { MemberAuthPage } from '@/features/account/components/member-auth-page';
import { pageHead } from '@/lib/seo';

// Where to go after signing in: only a /join link of this site (an invitation), never another origin.
const returnFrom = (search: Record<string, unknown>): { returnTo?: string } =>
  typeof search.returnTo === 'string' && search.returnTo.startsWith('/join?') && search.returnTo.length <= 300 ? { returnTo: search.returnTo } : {};

export const Route = createFileRoute('/login')({
  validateSearch: returnFrom,
  head: () => pageHead({ title: 'Member Login', description: 'Sign in to the Student Leads Portal.', path: '/login', noindex: true }),
  component: function LoginRoute() {
    const { returnTo } = Route.useSearch();
    return <MemberAuthPage tab="login" returnTo={returnTo} />;
  },
});
