import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { SERVICE_LINKS } from './nav-links';

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  // tighter between 769 and 1023 px, where the full bar has to fit (spec 000 §9's 768 px breakpoint)
  px: { base: '2', lg: '3' },
  py: '2',
  whiteSpace: 'nowrap',
  borderRadius: 'md',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'fg.body',
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { color: 'primary.default', bg: 'primary.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring.strong' },
});

/** Desktop Services dropdown: opens on hover, and on click or keyboard for everyone else; Escape closes it. */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // a mouse that hovers and then clicks should not close what the hover just opened
  const openedByHover = useRef(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !wrapper.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering opens the menu for the mouse; the keyboard uses the button inside
    <div
      ref={wrapper}
      className={css({ position: 'relative' })}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        Services{' '}
        <ChevronDown
          size={16}
          aria-hidden
          className={open ? css({ transform: 'rotate(180deg)', transition: 'transform 150ms' }) : css({ transition: 'transform 150ms' })}
        />
      </button>
      <div id={id} hidden={!open} className={css({ position: 'absolute', top: '100%', left: '-4', pt: '2', zIndex: 'dropdown' })}>
        <ul
          aria-label="Services"
          className={css({
            listStyle: 'none',
            w: '80',
            bg: 'bg.canvas',
            borderRadius: 'lg',
            boxShadow: 'raised',
            borderWidth: '1px',
            borderColor: 'border.default',
            p: '2',
          })}
        >
          {SERVICE_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setOpen(false)}
                className={css({
                  display: 'block',
                  px: '3',
                  py: '2.5',
                  borderRadius: 'md',
                  textDecoration: 'none',
                  _hover: { bg: 'primary.subtle' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring.strong', bg: 'primary.subtle' },
                })}
              >
                <span className={css({ display: 'block', fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default' })}>{link.label}</span>
                <span className={hint({ size: 'xs', display: 'block' })}>{link.text}</span>
              </Link>
            </li>
          ))}
          <li className={css({ borderTopWidth: '1px', borderColor: 'border.default', mt: '1', pt: '1' })}>
            <Link
              to="/services"
              onClick={() => setOpen(false)}
              className={css({
                display: 'block',
                px: '3',
                py: '2',
                borderRadius: 'md',
                fontSize: 'sm',
                fontWeight: 'semibold',
                color: 'primary.default',
                textDecoration: 'none',
                _hover: { bg: 'primary.subtle' },
              })}
            >
              All services
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
