import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/account/components/forgot-password-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/forgot-password')({
  head: () => pageHead({ title: 'Forgot Password', description: 'Get a link to reset your password.', path: '/forgot-password', noindex: true }),
  component: ForgotPasswordPage,
});
