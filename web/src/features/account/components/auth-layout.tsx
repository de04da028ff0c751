import { Link } from '@tanstack/react-router';
import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { flex, grid, heading, hint } from 'styled-system/patterns';

type AuthLayoutProps = { title: string; subtitle?: ReactNode; children: ReactNode; aside?: ReactNode; wide?: boolean };

/** The frame of every sign-in screen: brand mark, a heading and one card. */
export function AuthLayout({ title, subtitle, children, aside, wide }: AuthLayoutProps) {
  return (
    <main
      className={css({ minH: '100vh', bg: 'bg.subtle', display: 'flex', flexDirection: 'column', alignItems: 'center', px: '4', py: { base: '10', md: '16' } })}
    >
      <Link
        to="/"
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'bold', fontSize: 'xl', color: 'primary.default', mb: '8' })}
      >
        <GraduationCap size={28} aria-hidden />
        EduReach
      </Link>
      <div
        className={css({
          w: 'full',
          maxW: wide ? '4xl' : 'md',
          display: 'grid',
          gridTemplateColumns: wide ? { base: '1fr', md: '1.1fr 0.9fr' } : '1fr',
          gap: '6',
          alignItems: 'start',
        })}
      >
        <section
          className={css({
            bg: 'bg.canvas',
            borderRadius: 'xl',
            borderWidth: '1px',
            borderColor: 'border.default',
            boxShadow: 'card',
            p: { base: '6', md: '8' },
          })}
        >
          <h1 className={heading({ size: '2xl', color: 'fg.default' })}>{title}</h1>
          {subtitle ? <p className={hint({ mt: '1.5', mb: '6' })}>{subtitle}</p> : <div className={css({ h: '6' })} />}
          {children}
        </section>
        {aside}
      </div>
    </main>
  );
}

export const formStack = flex({ direction: 'column', gap: '4' });
export const formRow = grid({ gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' });
export const fullWidth = css({ w: 'full' });
export const textLink = css({ color: 'primary.default', fontWeight: 'medium', fontSize: 'sm', _hover: { textDecoration: 'underline' } });
