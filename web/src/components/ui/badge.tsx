import type { ReactNode } from 'react';
import { cva } from 'styled-system/css';

const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.body' },
      brand: { bg: 'primary.muted', color: 'primary.text' },
      success: { bg: 'ok.subtle', color: 'ok.default' },
      warning: { bg: 'warning.subtle', color: 'warning.default' },
      danger: { bg: 'error.subtle', color: 'error.text' },
      premium: { bg: 'highlight.subtle', color: 'highlight.text' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ tone, children }: { tone?: 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'premium'; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}
