import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/')({
  head: () => pageHead({ title: 'Transform Your Student Acquisition', description: 'Student acquisition services for Indian universities, colleges, schools and coaching centres.', path: '/' }),
  component: () => <PagePlaceholder title="Transform Your Student Acquisition" summary="Student acquisition services for Indian universities, colleges, schools and coaching centres." />,
});
