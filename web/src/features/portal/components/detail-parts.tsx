import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { eyebrow, grid, heading } from 'styled-system/patterns';

/** The student detail's labelled value and its titled group of them. */
export const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className={eyebrow({ color: 'fg.muted', letterSpacing: '0.04em' })}>{label}</dt>
    <dd className={css({ fontSize: 'sm', mt: '0.5', wordBreak: 'break-word' })}>{children ?? 'N/A'}</dd>
  </div>
);

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className={css({ mt: '5', _first: { mt: '0' } })}>
    <h3 className={heading({ size: 'sm', fontWeight: 'semibold', color: 'primary.default', mb: '2' })}>{title}</h3>
    <dl className={grid({ gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' })}>{children}</dl>
  </section>
);
