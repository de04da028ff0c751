import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/digital-marketing')({
  head: () => pageHead({ title: 'Digital Marketing', description: 'Meta, Instagram and Google campaigns using first-party audiences.', path: '/digital-marketing' }),
  component: () => <PagePlaceholder title="Digital Marketing" summary="Meta, Instagram and Google campaigns using first-party audiences." />,
});
