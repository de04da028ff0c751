import { createFileRoute } from '@tanstack/react-router';
import { MemberAuthPage } from '@/features/account/components/member-auth-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/login')({
  head: () => pageHead({ title: 'Member Login', description: 'Sign in to the Student Leads Portal.', path: '/login', noindex: true }),
  component: () => <MemberAuthPage tab="login" />,
});
