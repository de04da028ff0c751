import type { Question } from '@domain/marketing/domain/assessment-questions.schema';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { flex, grid, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';

type Props = {
  number: number;
  total: number;
  question: Question;
  selected: string[];
  sending: boolean;
  onSelect: (option: string) => void;
  onNext: () => void;
  onPrevious: () => void;
};

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  textAlign: 'left',
  px: '4',
  py: '3.5',
  borderRadius: 'lg',
  borderWidth: '2px',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  fontWeight: 'medium',
  color: 'fg.label',
  cursor: 'pointer',
  transition: 'border-color 150ms, background 150ms',
  _hover: { borderColor: 'primary.border', bg: 'primary.subtle' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '1px' },
  _disabled: { cursor: 'not-allowed', opacity: 0.6 },
});
const chosen = css({ borderColor: 'primary.vivid', bg: 'primary.subtle', color: 'primary.deep' });
const box = css({
  display: 'grid',
  placeItems: 'center',
  w: '5',
  h: '5',
  flexShrink: 0,
  borderWidth: '2px',
  borderColor: 'border.strong',
  color: 'fg.inverted',
});
const boxOn = css({ bg: 'primary.vivid', borderColor: 'primary.vivid' });

/** One question per page: single choice advances on click; multiple choice needs one pick and Next. */
export function QuestionStep({ number, total, question, selected, sending, onSelect, onNext, onPrevious }: Props) {
  const last = number === total;
  return (
    <fieldset>
      <legend>
        {/* the step's heading: focus moves here on each new question, so a screen reader reads it first */}
        <h2 data-step-heading tabIndex={-1} className={heading({ size: { base: 'xl', md: '2xl' }, lineHeight: '1.3', outline: 'none' })}>
          {question.title}
        </h2>
      </legend>
      <p className={hint({ mt: '1', mb: '6' })}>{question.multi ? 'Select all that apply.' : question.hint}</p>
      <ul className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '3', listStyle: 'none' })}>
        {question.options.map((label) => {
          const on = selected.includes(label);
          return (
            <li key={label}>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is checkbox or radio (chosen at run time); both support aria-checked */}
              <button
                type="button"
                role={question.multi ? 'checkbox' : 'radio'}
                aria-checked={on}
                disabled={sending}
                className={cx(option, on && chosen)}
                onClick={() => onSelect(label)}
              >
                <span aria-hidden className={cx(box, question.multi ? css({ borderRadius: 'sm' }) : css({ borderRadius: 'full' }), on && boxOn)}>
                  {on ? <Check size={12} strokeWidth={3} /> : null}
                </span>
                {label}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={flex({ justify: 'space-between', gap: '3', mt: '8' })}>
        <button type="button" className={button({ variant: 'outline', size: 'lg' })} disabled={number === 1 || sending} onClick={onPrevious}>
          <ArrowLeft size={18} aria-hidden /> Previous
        </button>
        {question.multi ? (
          <button type="button" className={button({ size: 'lg' })} disabled={selected.length === 0 || sending} onClick={onNext}>
            {last ? (sending ? 'Processing...' : 'Get My Results') : 'Next'} {sending ? null : <ArrowRight size={18} aria-hidden />}
          </button>
        ) : sending ? (
          <span role="status" className={hint({ size: 'inherit', alignSelf: 'center', fontWeight: 'medium' })}>
            Processing...
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
