import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { button } from 'styled-system/recipes';
import { lastPortalView } from '@/lib/last-portal-view';

/** "Back to Leads Portal", to the view the member left (issue 25 §6); the route's own schema checks what it reads. */
export function BackToPortal() {
  return (
    <Link to="/leads-portal" search={lastPortalView() as never} className={button({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft size={16} aria-hidden /> Back to Leads Portal
    </Link>
  );
}
