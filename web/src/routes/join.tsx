import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '@/features/account/components/join-page';
import { pageHead } from '@/lib/seo';

// A plain check rather than a valibot schema: route options live in the entry chunk every page downloads.
const tokenFrom = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token.length <= 200 ? { token: search.token } : {};

export const Route = createFileRoute('/join')({
  validateSearch: tokenFrom,
  head: () => pageHead({ title: 'Join Your Team', description: "Accept an invitation to your institution's team.", path: '/join', noindex: true }),
  component: function JoinRoute() {
    const { token } = Route.useSearch();
    return <JoinPage token={token} />;
  },
});
