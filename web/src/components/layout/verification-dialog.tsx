import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';

/** Spec 001 §2: shown to unverified members over the blurred, inert portal; it cannot be dismissed. */
export function VerificationDialog({ open }: { open: boolean }) {
  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      dismissible={false}
      title={
        <span className={flex({ align: 'center', gap: '2' })}>
          <ShieldAlert size={22} aria-hidden className={css({ color: 'highlight.strong' })} /> Account Verification Required
        </span>
      }
      description="Your account is under review. It must be verified by an admin before you can browse student leads."
      footer={
        <>
          <Link to="/" className={button({ variant: 'ghost' })}>
            Go to Home
          </Link>
          <Link to="/contact" className={button()}>
            Contact for Verification
          </Link>
        </>
      }
    />
  );
}
