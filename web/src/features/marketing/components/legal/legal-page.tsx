import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/patterns';
import type { LegalDocument } from '../../content/legal';
import { MarketingLayout } from '../layout/marketing-layout';
import { container } from '../shared/section-heading';

/** Terms and privacy: effective January 1, 2024 (spec 000 §2). */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <MarketingLayout>
      <article className={`${container} ${css({ maxW: '3xl', pt: { base: '28', md: '36' }, pb: '20' })}`}>
        <h1 className={heading({ size: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>{document.title}</h1>
        <p className={css({ mt: '3', color: 'fg.subtle', fontWeight: 'medium' })}>Effective date: January 1, 2024</p>
        <p className={css({ mt: '6', fontSize: 'lg', color: 'fg.muted' })}>{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className={css({ mt: '10' })}>
            <h2 className={heading({ size: 'xl' })}>{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className={css({ mt: '3', color: 'fg.body' })}>
                {paragraph}
              </p>
            ))}
            {section.link ? (
              <p className={css({ mt: '3' })}>
                <Link to={section.link.to} className={css({ color: 'primary.default', fontWeight: 'semibold', textDecoration: 'underline' })}>
                  {section.link.label}
                </Link>
              </p>
            ) : null}
          </section>
        ))}
      </article>
    </MarketingLayout>
  );
}
