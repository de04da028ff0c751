import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDayTime } from '@/lib/dates';

/** An alert with a Retry button, as every admin list failure is shown (spec 001 §8). */
export function ListAlert({ title, description, onRetry }: { title: string; description: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        p: '4',
        borderRadius: 'md',
        bg: 'error.subtle',
        borderWidth: '1px',
        borderColor: 'danger.100',
        mb: '4',
      })}
    >
      <AlertTriangle size={20} aria-hidden className={css({ color: 'error.default', flexShrink: 0, mt: '0.5' })} />
      <div className={css({ flex: 1 })}>
        <p className={css({ fontWeight: 'semibold' })}>{title}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{description}</p>
      </div>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export const tableStyle = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': {
    textAlign: 'left',
    fontWeight: 'semibold',
    color: 'fg.muted',
    px: '3',
    py: '2.5',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.subtle',
    whiteSpace: 'nowrap',
  },
  '& td': { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'middle' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
});

export const toolbar = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '4' });
export const selectStyle = css({ h: '9', px: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.strong', bg: 'white', fontSize: 'sm' });

export function Panel({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className={css({ bg: 'bg.canvas', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'card', p: '5' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: '4', gap: '3' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const formatNumber = (n: number) => n.toLocaleString('en-IN');
export const formatDate = (iso: string | null) => (iso ? formatDayTime(iso) : '—');
