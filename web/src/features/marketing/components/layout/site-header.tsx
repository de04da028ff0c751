import { Link } from '@tanstack/react-router';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { BrandLogo } from './brand-logo';
import { SERVICE_LINKS } from './nav-links';
import { ServicesMenu } from './services-menu';

const SCROLL_THRESHOLD = 50;

const bar = css({ position: 'fixed', top: '0', insetX: '0', zIndex: 'sticky', transition: 'background 200ms, box-shadow 200ms, padding 200ms', py: '4' });
const scrolledBar = css({
  bg: 'rgba(255,255,255,0.96)',
  boxShadow: '0 1px 0 token(colors.border.default), 0 6px 20px rgba(15,23,42,0.06)',
  backdropFilter: 'blur(8px)',
  py: '2.5',
});
// tighter between 769 and 1023 px, where the full bar has to fit (spec 000 §9's 768 px breakpoint)
const navLink = css({
  px: { base: '2', lg: '3' },
  whiteSpace: 'nowrap',
  py: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'fg.body',
  textDecoration: 'none',
  _hover: { color: 'primary.default', bg: 'primary.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring.strong' },
});
const mobileLink = css({
  display: 'block',
  px: '3',
  py: '3',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.label',
  textDecoration: 'none',
  _hover: { bg: 'primary.subtle' },
});

/** Top navigation (spec 000 §2): restyles after 50 px of scroll; a menu button at the spec's mobile widths, 768 px or less (§9). */
export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const close = () => setMenuOpen(false);
  return (
    <header className={cx(bar, (scrolled || menuOpen) && scrolledBar)} data-scrolled={scrolled ? '' : undefined}>
      <div className={flex({ maxW: '7xl', mx: 'auto', px: { base: '5', lg: '8' }, align: 'center', justify: 'space-between', gap: { base: '3', lg: '4' } })}>
        <Link to="/" aria-label="EduReach home" className={css({ textDecoration: 'none' })}>
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className={css({ display: { base: 'none', _desktop: 'flex' }, alignItems: 'center', gap: { base: '0', lg: '1' } })}>
          <ServicesMenu />
          <Link to="/about" className={navLink}>
            About
          </Link>
          <Link to="/" hash="clients" className={navLink}>
            Clients
          </Link>
          <Link to="/leads-portal" className={navLink}>
            Leads Portal
          </Link>
          <Link to="/contact" className={navLink}>
            Contact
          </Link>
        </nav>
        <div className={flex({ align: 'center', gap: '2' })}>
          <Link
            to="/assessment"
            className={cx(button({ size: 'md' }), css({ display: { base: 'none', sm: 'inline-flex' }, px: { base: '3', lg: '4' }, whiteSpace: 'nowrap' }))}
          >
            Free Assessment
          </Link>
          <button
            type="button"
            className={cx(button({ variant: 'ghost', size: 'md' }), css({ display: { base: 'inline-flex', _desktop: 'none' }, px: '2' }))}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className={css({
            display: { _desktop: 'none' },
            maxH: 'calc(100vh - 64px)',
            overflowY: 'auto',
            px: '5',
            pb: '5',
            pt: '2',
            bg: 'bg.canvas',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <button
            type="button"
            aria-expanded={servicesOpen}
            onClick={() => setServicesOpen((open) => !open)}
            className={cx(
              mobileLink,
              css({
                w: 'full',
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                bg: 'transparent',
                cursor: 'pointer',
                textAlign: 'left',
              }),
            )}
          >
            Services <ChevronDown size={18} aria-hidden />
          </button>
          {servicesOpen ? (
            <ul aria-label="Services" className={css({ listStyle: 'none', pl: '3', borderLeftWidth: '2px', borderColor: 'primary.muted', ml: '3' })}>
              {SERVICE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className={mobileLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to="/about" onClick={close} className={mobileLink}>
            About
          </Link>
          <Link to="/" hash="clients" onClick={close} className={mobileLink}>
            Clients
          </Link>
          <Link to="/leads-portal" onClick={close} className={mobileLink}>
            Leads Portal
          </Link>
          <Link to="/contact" onClick={close} className={mobileLink}>
            Contact
          </Link>
          <Link to="/assessment" onClick={close} className={cx(button({ size: 'lg' }), css({ w: 'full', mt: '3' }))}>
            Free Assessment
          </Link>
        </nav>
      ) : null}
    </header>
  );
}
