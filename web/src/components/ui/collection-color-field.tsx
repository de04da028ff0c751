import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { input } from 'styled-system/recipes';
import { DEFAULT_COLOR, PRESET_COLOR_NAMES, PRESET_COLORS } from '@domain/collections/domain/collection.schema';
import { Field } from './field';
import { HEX } from './use-collection-form';

const swatch = css({
  w: '7',
  h: '7',
  borderRadius: 'full',
  cursor: 'pointer',
  borderWidth: '2px',
  borderColor: 'bg.canvas',
  boxShadow: '0 0 0 1px token(colors.border.strong)',
  '&[aria-checked=true]': { boxShadow: '0 0 0 2px token(colors.fg.default)' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

/** A collection's colour three ways: a hex text field, the browser's colour picker and the 10 preset swatches. */
export function CollectionColorField({ color, setColor }: { color: string; setColor: (color: string) => void }) {
  return (
    <div className={flex({ direction: 'column', gap: '2' })}>
      <div className={flex({ gap: '3', align: 'flex-start' })}>
        <Field label="Color" error={HEX.test(color) ? undefined : 'Use a hex colour such as #3b82f6'}>
          <input
            className={`${input()} ${css({ w: '36', fontFamily: 'mono' })}`}
            value={color}
            maxLength={7}
            onChange={(event) => setColor(event.target.value)}
          />
        </Field>
        <label className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm', fontWeight: 'medium' })}>
          Custom colour
          <input
            type="color"
            className={css({
              w: '14',
              h: '10',
              p: '1',
              borderWidth: '1px',
              borderColor: 'border.strong',
              borderRadius: 'md',
              bg: 'bg.canvas',
              cursor: 'pointer',
            })}
            value={HEX.test(color) && color.length === 7 ? color : DEFAULT_COLOR}
            onChange={(event) => setColor(event.target.value)}
          />
        </label>
      </div>
      <div role="radiogroup" aria-label="Preset colours" className={flex({ gap: '2', wrap: 'wrap' })}>
        {PRESET_COLORS.map((preset) => (
          // biome-ignore lint/a11y/useSemanticElements: a colour swatch in a radiogroup; a native radio cannot show the colour
          <button
            key={preset}
            type="button"
            role="radio"
            aria-checked={color.toLowerCase() === preset}
            aria-label={PRESET_COLOR_NAMES[preset]}
            title={PRESET_COLOR_NAMES[preset]}
            onClick={() => setColor(preset)}
            className={swatch}
            style={{ background: preset }}
          />
        ))}
      </div>
    </div>
  );
}
