import { Link } from '@tanstack/react-router';
import { Award, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { css } from 'styled-system/css';
import { eyebrow, flex, grid, visuallyHidden } from 'styled-system/patterns';
import { SITE } from '@/lib/seo';
import { BrandLogo } from './brand-logo';
import { LegalLinks } from './legal-links';
import { SERVICE_LINKS } from './nav-links';

const heading = eyebrow({ size: 'sm', color: 'fg.inverted', letterSpacing: 'wider', mb: '4' });
const link = css({
  color: 'fg.inverted.muted',
  textDecoration: 'none',
  fontSize: 'sm',
  _hover: { color: 'fg.inverted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring.strong' },
});
const list = grid({ listStyle: 'none', gap: '2.5' });

// The company has no public social profiles yet: the icons are placeholders that go nowhere (spec 000 §2).
const SOCIAL = [
  { label: 'Facebook', mark: 'f' },
  { label: 'Instagram', mark: 'ig' },
  { label: 'LinkedIn', mark: 'in' },
  { label: 'X (Twitter)', mark: 'X' },
  { label: 'YouTube', mark: 'yt' },
];

const BADGES = ['ISO 27001 Data Security', 'TRAI DLT Registered', 'Meta Business Partner', 'Google Partner'];

export function SiteFooter() {
  return (
    <footer className={css({ bg: 'bg.inverted', color: 'fg.inverted.muted', pt: { base: '14', md: '20' }, pb: '8' })}>
      <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '5', md: '8' } })}>
        <div className={grid({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: '1.4fr 1fr 1fr 1.2fr' }, gap: { base: '10', lg: '12' } })}>
          <div>
            <BrandLogo tone="light" />
            <p className={css({ mt: '4', fontSize: 'sm', maxW: 'xs' })}>
              Student acquisition for India's universities, colleges, schools and coaching centres since 2014.
            </p>
            <ul aria-label="Social media" className={flex({ gap: '2', mt: '5', listStyle: 'none' })}>
              {SOCIAL.map(({ label, mark }) => (
                <li key={label}>
                  {/* biome-ignore lint/a11y/useValidAnchor: spec 000 gives the social links no address yet; they stay in place, inert */}
                  <a
                    href="#"
                    onClick={(event) => event.preventDefault()}
                    className={css({
                      display: 'grid',
                      placeItems: 'center',
                      w: '9',
                      h: '9',
                      borderRadius: 'full',
                      bg: 'bg.inverted.muted',
                      color: 'fg.inverted.muted',
                      textDecoration: 'none',
                      _hover: { bg: 'primary.default', color: 'fg.inverted' },
                    })}
                  >
                    <span aria-hidden className={css({ fontSize: 'xs', fontWeight: 'bold' })}>
                      {mark}
                    </span>
                    {/* named by hidden text rather than aria-label, so the name does not contradict the visible mark */}
                    <span className={visuallyHidden()}>{label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Services">
            <h2 className={heading}>Services</h2>
            <ul className={list}>
              {SERVICE_LINKS.map((service) => (
                <li key={service.to}>
                  <Link to={service.to} className={link}>
                    {service.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/services/performance-marketing" className={link}>
                  Performance Marketing
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-label="Quick links">
            <h2 className={heading}>Quick Links</h2>
            <ul className={list}>
              <li>
                <Link to="/about" className={link}>
                  About Us
                </Link>
              </li>
              <li>
                <Link to="/" className={link}>
                  Home
                </Link>
              </li>
              <li>
                <Link to="/" hash="clients" className={link}>
                  Clients
                </Link>
              </li>
              <li>
                <Link to="/contact" className={link}>
                  Contact
                </Link>
              </li>
              <li>
                <Link to="/assessment" className={link}>
                  Free Assessment
                </Link>
              </li>
              <li>
                <Link to="/leads-portal" className={link}>
                  Leads Portal
                </Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={heading}>Get in touch</h2>
            <ul className={list}>
              <li className={flex({ gap: '2', align: 'center' })}>
                <Phone size={16} aria-hidden />
                <a className={link} href={`tel:${SITE.phone.replaceAll(' ', '')}`}>
                  {SITE.phone}
                </a>
              </li>
              <li className={flex({ gap: '2', align: 'center' })}>
                <Mail size={16} aria-hidden />
                <a className={link} href={`mailto:${SITE.email}`}>
                  {SITE.email}
                </a>
              </li>
              <li className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', fontSize: 'sm' })}>
                <MapPin size={16} aria-hidden className={css({ mt: '1', flexShrink: 0 })} />
                4th Block, Jayanagar, Bengaluru, Karnataka 560011
              </li>
            </ul>
            <ul aria-label="Certifications" className={flex({ wrap: 'wrap', gap: '2', mt: '5', listStyle: 'none' })}>
              {BADGES.map((badge, index) => (
                <li
                  key={badge}
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '1.5',
                    fontSize: 'xs',
                    color: 'fg.inverted.body',
                    borderWidth: '1px',
                    borderColor: 'border.inverted.strong',
                    borderRadius: 'full',
                    px: '2.5',
                    py: '1',
                  })}
                >
                  {index % 2 ? <Award size={12} aria-hidden /> : <ShieldCheck size={12} aria-hidden />}
                  {badge}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div
          className={css({
            mt: '14',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'border.inverted',
            display: 'flex',
            flexDirection: { base: 'column', md: 'row' },
            gap: '3',
            justifyContent: 'space-between',
            fontSize: 'sm',
          })}
        >
          <p>
            © {new Date().getFullYear()} {SITE.legalName.replace(/\.$/, '')}. All rights reserved.
          </p>
          <LegalLinks className={link} />
        </div>
      </div>
    </footer>
  );
}
