import { createFileRoute, redirect } from '@tanstack/react-router';
import { SavedStudentsPage } from '@/features/saved/components/saved-students-page';
import { memberToken } from '@/lib/auth-tokens';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/saved-students')({
  head: () => pageHead({ title: 'My Saved Students', description: 'Your collections of saved student leads.', path: '/saved-students', noindex: true }),
  // Spec 001 §2: requires login; signed-out visitors go to /login.
  beforeLoad: () => {
    if (typeof window !== 'undefined' && !memberToken()) throw redirect({ to: '/login' });
  },
  component: SavedStudentsPage,
});
