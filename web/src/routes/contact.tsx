import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/marketing/components/contact/contact-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contact Us',
      description: 'Call, e-mail or WhatsApp EduReach, or send the form. Office in Jayanagar, Bengaluru; replies within 24 hours.',
      path: '/contact',
      keywords: 'contact EduReach, admissions marketing Bangalore, student leads enquiry',
    }),
  component: ContactPage,
});
