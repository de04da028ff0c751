import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/leads-portal')({
  head: () => pageHead({ title: 'Student Leads Portal', description: 'Browse and unlock verified student leads.', path: '/leads-portal', noindex: true }),
  component: () => <PagePlaceholder title="Student Leads Portal" summary="Browse and unlock verified student leads." />,
});
