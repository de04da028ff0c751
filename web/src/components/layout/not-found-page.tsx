import { Link, useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';

const popular = [
  { to: '/services', label: 'Our services' },
  { to: '/assessment', label: 'Free assessment' },
  { to: '/leads-portal', label: 'Student Leads Portal' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact' },
] as const;

export function NotFoundPage() {
  const router = useRouter();
  return (
    <main className={css({ minH: '80vh', display: 'grid', placeItems: 'center', px: '6', py: '16', bg: 'bg.subtle' })}>
      {/* React places these in <head>; no route's head() runs for a path the app does not have */}
      <title>Page not found | EduReach</title>
      <meta name="description" content="This page does not exist." />
      <meta name="robots" content="noindex, nofollow" />
      <div className={css({ textAlign: 'center', maxW: 'xl' })}>
        <p className={css({ fontSize: '7xl', fontWeight: 'extrabold', color: 'primary.default', lineHeight: '1' })}>404</p>
        <h1 className={heading({ size: '3xl', mt: '4' })}>Page not found</h1>
        <p className={hint({ size: 'inherit', mt: '3' })}>The page you are looking for has moved or never existed. Let us get you back on track.</p>
        <div className={flex({ gap: '3', justify: 'center', mt: '8', wrap: 'wrap' })}>
          <Link to="/" className={button()}>
            Go Home
          </Link>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => router.history.back()}>
            Go Back
          </button>
        </div>
        <nav aria-label="Popular pages" className={css({ mt: '10' })}>
          <h2 className={heading({ size: 'sm', fontWeight: 'semibold', color: 'fg.subtle', textTransform: 'uppercase', letterSpacing: 'wider' })}>
            Popular pages
          </h2>
          <ul className={flex({ wrap: 'wrap', gap: '2', justify: 'center', mt: '3', listStyle: 'none' })}>
            {popular.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={css({
                    color: 'primary.default',
                    fontWeight: 'medium',
                    px: '3',
                    py: '1',
                    borderRadius: 'full',
                    bg: 'bg.canvas',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    display: 'inline-block',
                    _hover: { bg: 'primary.subtle' },
                  })}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
