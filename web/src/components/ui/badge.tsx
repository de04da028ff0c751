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
      neutral: { bg: 'ink.100', color: 'ink.700' },
      brand: { bg: 'brand.100', color: 'brand.800' },
      success: { bg: 'success.100', color: 'success.700' },
      warning: { bg: 'warning.100', color: 'warning.700' },
      danger: { bg: 'danger.100', color: 'danger.700' },
      premium: { bg: 'accent.100', color: 'accent.700' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ tone, children }: { tone?: 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'premium'; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}
