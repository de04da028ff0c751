import { Link } from '@tanstack/react-router';
import { flex } from 'styled-system/patterns';

/** The footer's last line: the terms and the policy (each in a new tab), and the students' own rights portal (issue 16 §4). */
export function LegalLinks({ className }: { className: string }) {
  return (
    <div className={flex({ gap: '5', wrap: 'wrap' })}>
      <a href="/terms-of-service" target="_blank" rel="noopener" className={className}>
        Terms of Service
      </a>
      <a href="/privacy-policy" target="_blank" rel="noopener" className={className}>
        Privacy Policy
      </a>
      <Link to="/my-data" className={className}>
        Your data
      </Link>
    </div>
  );
}
