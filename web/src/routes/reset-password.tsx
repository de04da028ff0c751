import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/account/components/reset-password-page';
import { pageHead } from '@/lib/seo';

// A plain check rather than a valibot schema: route options live in the entry chunk every page downloads.
const tokenFrom = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token.length <= 200 ? { token: search.token } : {};

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenFrom,
  head: () => pageHead({ title: 'Reset Password', description: 'Choose a new password.', path: '/reset-password', noindex: true }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
