import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { formatDayTime } from '@/lib/dates';

export function Panel({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className={card()}>
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
