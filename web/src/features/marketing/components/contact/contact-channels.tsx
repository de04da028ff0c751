import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { css } from 'styled-system/css';
import { grid, hint } from 'styled-system/patterns';
import { SITE } from '@/lib/seo';

const WHATSAPP_NUMBER = SITE.phone.replace(/\D/g, '');
const whatsappText = encodeURIComponent("Hello EduReach, I'd like to know more about your student acquisition services for our institution.");
const mailSubject = encodeURIComponent('Enquiry about student acquisition services');
const mailBody = encodeURIComponent('Hello EduReach team,\n\nWe are interested in your services. Please contact us.\n\nInstitution:\nCity:\nPhone:\n');

const cardStyle = css({
  display: 'flex',
  gap: '4',
  alignItems: 'flex-start',
  p: '5',
  bg: 'bg.canvas',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  textDecoration: 'none',
  color: 'inherit',
  transition: 'box-shadow 150ms, border-color 150ms',
  _hover: { boxShadow: 'card', borderColor: 'primary.emphasized' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring.strong' },
});
const iconStyle = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  flexShrink: 0,
  borderRadius: 'lg',
  bg: 'primary.subtle',
  color: 'primary.default',
});
const title = css({ fontWeight: 'semibold', color: 'fg.default' });
const small = hint();

/** Click-to-call, e-mail, WhatsApp and the office (spec 000 §2). */
export function ContactChannels() {
  return (
    <div className={grid({ gap: '4' })}>
      <a className={cardStyle} href={`tel:${SITE.phone.replaceAll(' ', '')}`}>
        <span className={iconStyle}>
          <Phone size={20} aria-hidden />
        </span>
        <span>
          <span className={title}>Call us</span>
          <span className={css({ display: 'block', color: 'primary.default', fontWeight: 'medium' })}>{SITE.phone}</span>
          <span className={small}>Mon-Fri 9AM-6PM IST</span>
        </span>
      </a>
      <a className={cardStyle} href={`mailto:${SITE.email}?subject=${mailSubject}&body=${mailBody}`}>
        <span className={iconStyle}>
          <Mail size={20} aria-hidden />
        </span>
        <span>
          <span className={title}>Email us</span>
          <span className={css({ display: 'block', color: 'primary.default', fontWeight: 'medium' })}>{SITE.email}</span>
          <span className={small}>We reply within 24 hours</span>
        </span>
      </a>
      <a className={cardStyle} href={`https://wa.me/${WHATSAPP_NUMBER}?text=${whatsappText}`} target="_blank" rel="noopener noreferrer">
        <span
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '11',
            h: '11',
            flexShrink: 0,
            borderRadius: 'lg',
            bg: 'ok.subtle',
            color: 'ok.default',
          })}
        >
          <MessageCircle size={20} aria-hidden />
        </span>
        <span>
          <span className={title}>WhatsApp</span>
          <span className={css({ display: 'block', color: 'ok.default', fontWeight: 'medium' })}>Chat with us</span>
          <span className={small}>24/7 support</span>
        </span>
      </a>
      <div className={cardStyle}>
        <span className={iconStyle}>
          <MapPin size={20} aria-hidden />
        </span>
        <span>
          <span className={title}>Bangalore Office (Jayanagar)</span>
          <address className={hint({ fontStyle: 'normal', display: 'block' })}>
            4th Block, Jayanagar
            <br />
            Bengaluru, Karnataka 560011
          </address>
          <span className={hint({ display: 'flex', gap: '1.5', alignItems: 'center', mt: '1' })}>
            <Clock size={14} aria-hidden /> Business hours: 9:00 AM-6:00 PM, Monday to Friday
          </span>
        </span>
      </div>
    </div>
  );
}
