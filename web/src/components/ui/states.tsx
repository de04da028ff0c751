import { AlertTriangle, Inbox, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';

const box = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '3', py: '12', px: '6', textAlign: 'center' });

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={box} role="status" aria-live="polite">
      <Loader2 className={css({ animation: 'spin 1s linear infinite', color: 'primary.default' })} size={28} aria-hidden />
      <span className={hint()}>{label}</span>
    </div>
  );
}

export function EmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <div className={box}>
      <Inbox size={32} className={css({ color: 'fg.subtle' })} aria-hidden />
      <p className={css({ fontWeight: 'semibold' })}>{title}</p>
      {description ? <p className={hint({ maxW: 'md' })}>{description}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel = 'Retry',
}: {
  title: string;
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className={box} role="alert">
      <AlertTriangle size={32} className={css({ color: 'error.default' })} aria-hidden />
      <p className={css({ fontWeight: 'semibold' })}>{title}</p>
      {description ? <p className={hint({ maxW: 'md' })}>{description}</p> : null}
      {onRetry ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
