import { createFileRoute } from '@tanstack/react-router';

/** A hard redirect (a full page load), as the spec asks. */
export const Route = createFileRoute('/data-portal')({
  beforeLoad: () => {
    window.location.replace('/leads-portal');
  },
  component: () => null,
});
