import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/services/ai-automation')({
  head: () => pageHead({ title: 'AI Automation', description: 'Chatbots, predictive analytics and workflow automation.', path: '/services/ai-automation' }),
  component: () => <PagePlaceholder title="AI Automation" summary="Chatbots, predictive analytics and workflow automation." />,
});
