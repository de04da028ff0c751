import { HONEYPOT_FIELD } from '@domain/marketing/domain/honeypot.schema';
import type { Ref } from 'react';
import { css } from 'styled-system/css';

const offScreen = css({ position: 'absolute', left: '-10000px', top: 'auto', w: '1px', h: '1px', overflow: 'hidden' });

/**
 * The honeypot (src/modules/marketing/domain/honeypot.ts): a field people never see or reach, which form-filling
 * robots fill. Uncontrolled, so a robot's value is what the form sends, natively or through the page's scripts.
 */
export function HoneypotField({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden className={offScreen}>
      <label>
        Website (leave empty)
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
