import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { eyebrow, heading } from 'styled-system/patterns';

type Props = { eyebrow?: string; title: ReactNode; lead?: ReactNode; id?: string; align?: 'center' | 'left'; tone?: 'light' | 'dark' };

const eyebrowStyle = eyebrow({ size: 'sm', letterSpacing: 'wider', color: 'primary.vivid', mb: '3' });
const titleStyle = css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', lineHeight: '1.15', letterSpacing: 'tight', color: 'fg.default' });
const leadStyle = css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', mt: '4' });

/** The eyebrow, heading and lead paragraph every marketing section starts with. */
export function SectionHeading({ eyebrow: kicker, title, lead, id, align = 'center', tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <header
      className={align === 'center' ? css({ textAlign: 'center', maxW: '3xl', mx: 'auto', mb: { base: '10', md: '14' } }) : css({ maxW: '3xl', mb: '10' })}
    >
      {kicker ? <p className={dark ? eyebrow({ size: 'sm', letterSpacing: 'wider', color: 'highlight.muted', mb: '3' }) : eyebrowStyle}>{kicker}</p> : null}
      <h2
        id={id}
        className={dark ? heading({ size: { base: '3xl', md: '4xl' }, lineHeight: '1.15', letterSpacing: 'tight', color: 'fg.inverted' }) : titleStyle}
      >
        {title}
      </h2>
      {lead ? <p className={dark ? css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.inverted.primary', mt: '4' }) : leadStyle}>{lead}</p> : null}
    </header>
  );
}

/** Page-width container with the site's horizontal padding. */
export const container = css({ maxW: '7xl', mx: 'auto', px: { base: '5', md: '8' } });

/** Vertical rhythm of a full-width section. */
export const sectionPad = css({ py: { base: '16', md: '24' } });
