import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '@/features/marketing/components/contact/thank-you-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/thank-you')({
  head: () =>
    pageHead({ title: 'Message Sent', description: 'Your message has reached EduReach; we reply within 24 hours.', path: '/thank-you', noindex: true }),
  component: ThankYouPage,
});
