import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { gradientText } from '../shared/page-hero';
import { prefersReducedMotion } from '../shared/use-reduced-motion';

const FIRST = 'Transform Your';
const SECOND = 'Student Acquisition';
const CHAR_MS = 50;
const PAUSE_MS = 300;

// the negative right margin cancels the cursor's own width, so it never pushes the words after it
const cursor = css({ display: 'inline-block', w: '3px', h: '0.9em', bg: 'brand.600', ml: '1', mr: 'calc(-0.25rem - 3px)', verticalAlign: '-0.08em', animation: 'blink 1s step-end infinite' });
// letters still to come keep their place in the line, so the headline has its final size from the first paint
const untyped = css({ visibility: 'hidden' });

/**
 * Spec 000 §2/§9: types 'Transform Your', pauses 300 ms, types 'Student Acquisition' at 50 ms a character with a cursor,
 * then stops. The full sentence is always in the h1 for crawlers and screen readers; the typing is decoration, and
 * nothing around it moves while it types.
 */
export function TypingHeadline() {
  const [typed, setTyped] = useState(FIRST.length + SECOND.length);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    setTyped(0);
    setTyping(true);
    let count = 0;
    let timer = 0;
    const step = () => {
      count += 1;
      setTyped(count);
      if (count >= FIRST.length + SECOND.length) {
        setTyping(false);
        return;
      }
      timer = window.setTimeout(step, count === FIRST.length ? PAUSE_MS : CHAR_MS);
    };
    timer = window.setTimeout(step, CHAR_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const firstTyped = Math.min(typed, FIRST.length);
  const secondTyped = Math.max(0, typed - FIRST.length);
  return (
    <h1 className={css({ fontSize: { base: '4xl', sm: '5xl', lg: '7xl' }, fontWeight: 'extrabold', lineHeight: '1.05', letterSpacing: 'tight', color: 'ink.900' })}>
      <span className={css({ srOnly: true })}>{`${FIRST} ${SECOND}`}</span>
      <span aria-hidden data-testid="typing-headline" className={css({ display: 'block' })}>
        <span className={css({ display: 'block' })}>
          {FIRST.slice(0, firstTyped)}
          {typing && typed < FIRST.length ? <span className={cursor} /> : null}
          {firstTyped < FIRST.length ? <span className={untyped}>{FIRST.slice(firstTyped)}</span> : null}
        </span>
        <span className={`${gradientText} ${css({ display: 'block' })}`}>
          {SECOND.slice(0, secondTyped)}
          {typing && typed >= FIRST.length ? <span className={cursor} /> : null}
          {secondTyped < SECOND.length ? <span className={untyped}>{SECOND.slice(secondTyped)}</span> : null}
        </span>
      </span>
    </h1>
  );
}
