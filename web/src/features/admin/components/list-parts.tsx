import type { ReactNode } from 'react';
import { flex, heading } from 'styled-system/patterns';
import { card } from 'styled-system/recipes';
import { formatDayTime } from '@/lib/dates';

export function Panel({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className={card()}>
      <div className={flex({ justify: 'space-between', align: 'center', mb: '4', gap: '3' })}>
        <h2 className={heading({ size: 'lg', fontWeight: 'semibold' })}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const formatNumber = (n: number) => n.toLocaleString('en-IN');
export const formatDate = (iso: string | null) => (iso ? formatDayTime(iso) : '—');
