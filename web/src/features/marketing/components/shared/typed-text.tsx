import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { gradientText } from './page-hero';

/** Spec 000 §9: the pause between the two lines. */
const PAUSE_MS = 300;

// A letter is hidden until its moment comes (the animation's backwards fill), then shows as normal; without
// animations (reduced motion) every letter simply shows. Hidden letters keep their place, so nothing moves.
const letter = css({
  position: 'relative',
  animationName: 'typeIn',
  animationDuration: '0s',
  animationFillMode: 'backwards',
  // the cursor: drawn just after this letter while it is the last one typed; absolutely placed, so it never moves a word
  _after: {
    content: '""',
    position: 'absolute',
    top: '0.12em',
    right: 'calc(-0.25rem - 3px)',
    w: '3px',
    h: '0.9em',
    bg: 'primary.vivid',
    opacity: 0,
    animationName: 'caret',
    animationDelay: 'var(--caret-at)',
    animationDuration: 'var(--caret-for)',
    animationTimingFunction: 'linear',
  },
  _motionReduce: { animation: 'none', _after: { animation: 'none' } },
});

/** One letter (or an empty anchor at a line's start) with its typing moment and how long the cursor rests after it. */
function Letter({ char, at, caretFor }: { char: string; at: number; caretFor: number }) {
  const style = { animationDelay: `${at}ms`, '--caret-at': `${at}ms`, '--caret-for': `${caretFor}ms` } as CSSProperties;
  return (
    <span className={letter} style={style}>
      {char}
    </span>
  );
}

type Timing = { typedAt: (n: number) => number; last: number };

/** A line's letters, numbered from `offset` (the letters typed before it), after an anchor for the cursor at its start. */
function TypedLine({ text, offset, timing: { typedAt, last } }: { text: string; offset: number; timing: Timing }) {
  // the cursor sits at a line's start from the moment the previous letter is typed until this line's first letter
  const start = offset === 0 ? 0 : typedAt(offset);
  return (
    <>
      <Letter char="" at={start} caretFor={typedAt(offset + 1) - start} />
      {Array.from(text, (char, index) => {
        const n = offset + index + 1;
        // the last letter of a line hands the cursor on to the next line's start; the very last one ends the typing
        const caretFor = index === text.length - 1 ? 0 : typedAt(n + 1) - typedAt(n);
        // biome-ignore lint/suspicious/noArrayIndexKey: a letter of a fixed headline; the position is its identity
        return <Letter key={index} char={char} at={typedAt(n)} caretFor={n === last ? 0 : caretFor} />;
      })}
    </>
  );
}

/**
 * Spec 000 §2/§9: types `first`, pauses 300 ms, types `second` (in the brand gradient) at `charMs` a character with a
 * cursor, then stops. The full sentence is always there for crawlers and screen readers; the typing is decoration.
 * It is all CSS from the prerendered HTML: it starts with the first paint, costs no script, and as every letter keeps
 * its place while hidden, nothing around it moves. Put it inside the heading it types.
 */
export function TypedText({ first, second, charMs }: { first: string; second: string; charMs: number }) {
  // when the n-th letter (1-based, both lines counted together) appears: charMs apart, with the pause before line two
  const typedAt = (n: number) => n * charMs + (n > first.length ? PAUSE_MS - charMs : 0);
  const timing = { typedAt, last: first.length + second.length };
  return (
    <>
      <span className={visuallyHidden()}>{`${first} ${second}`}</span>
      <span aria-hidden data-testid="typing-headline" className={css({ display: 'block' })}>
        <span className={css({ display: 'block' })}>
          <TypedLine text={first} offset={0} timing={timing} />
        </span>
        <span className={`${gradientText} ${css({ display: 'block' })}`}>
          <TypedLine text={second} offset={first.length} timing={timing} />
        </span>
      </span>
    </>
  );
}
