import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/direct-marketing')({
  head: () => pageHead({ title: 'Direct Marketing', description: 'SMS, e-mail, WhatsApp API and AI voice calls.', path: '/direct-marketing' }),
  component: () => <PagePlaceholder title="Direct Marketing" summary="SMS, e-mail, WhatsApp API and AI voice calls." />,
});
