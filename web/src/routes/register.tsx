import { createFileRoute } from '@tanstack/react-router';
import { MemberAuthPage } from '@/features/account/components/member-auth-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/register')({
  head: () => pageHead({ title: 'Create Account', description: 'Create a free Student Leads Portal account.', path: '/register', noindex: true }),
  component: () => <MemberAuthPage tab="register" />,
});
