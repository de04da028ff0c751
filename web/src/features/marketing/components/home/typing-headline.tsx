import { heading } from 'styled-system/patterns';
import { TypedText } from '../shared/typed-text';

/** Spec 000 §2/§9: the home hero types 'Transform Your', pauses 300 ms, then 'Student Acquisition', at 50 ms a character. */
export function TypingHeadline() {
  return (
    <h1
      className={heading({
        size: { base: '4xl', sm: '5xl', lg: '7xl' },
        fontWeight: 'extrabold',
        lineHeight: '1.05',
        letterSpacing: 'tight',
        color: 'fg.default',
      })}
    >
      <TypedText first="Transform Your" second="Student Acquisition" charMs={50} />
    </h1>
  );
}
