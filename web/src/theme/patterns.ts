import { definePattern } from '@pandacss/dev';

/**
 * The style roles that repeat across the screens, as Panda patterns: each names a role, sets what every use shares,
 * and takes any other style prop for what one use adds (`hint({ mt: '3' })`). Like `css()`, a pattern writes atomic
 * classes, so moving an inline style onto one changes nothing on screen. The layout patterns are Panda's own
 * (`flex`, `stack`, `grid`, `visuallyHidden`); the ladder is in docs/development.md.
 */

/** Helper text: a description under a title, a count beside a toolbar, a note under a field. Small and muted. */
export const hint = definePattern({
  description: 'Muted helper text; `size: inherit` keeps the surrounding font size',
  properties: { size: { type: 'enum', value: ['xs', 'sm', 'inherit'] } },
  defaultValues: { size: 'sm' },
  transform(props) {
    const { size, ...rest } = props;
    return { color: 'fg.muted', fontSize: size === 'inherit' ? undefined : size, ...rest };
  },
});

/** A heading (h1–h4) of a page, a section, a card or a dialog's part: its size, bold unless it says otherwise. */
export const heading = definePattern({
  description: 'A heading: its font size, bold by default',
  properties: { size: { type: 'property', value: 'fontSize' } },
  transform(props) {
    const { size, ...rest } = props;
    return { fontSize: size, fontWeight: 'bold', ...rest };
  },
});

/** A small uppercase label above a value, a column or a heading (an "eyebrow"). */
export const eyebrow = definePattern({
  description: 'A small, semibold, uppercase label',
  properties: { size: { type: 'property', value: 'fontSize' } },
  defaultValues: { size: 'xs' },
  transform(props) {
    const { size, ...rest } = props;
    return { fontSize: size, fontWeight: 'semibold', textTransform: 'uppercase', ...rest };
  },
});
