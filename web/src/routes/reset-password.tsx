import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPage } from '@/features/account/components/reset-password-page';
import { pageHead } from '@/lib/seo';

const Search = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200))) });

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search) => {
    const parsed = v.safeParse(Search, search);
    return parsed.success ? parsed.output : {};
  },
  head: () => pageHead({ title: 'Reset Password', description: 'Choose a new password.', path: '/reset-password', noindex: true }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
