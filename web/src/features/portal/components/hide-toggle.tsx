import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';

/**
 * A "hide …" checkbox of the list's header. Its value lives in the address bar, which changes only once the router
 * has moved: the box shows the click at once and follows the address bar after (a controlled box would spring back
 * until then, and a second click in between would be lost).
 */
export function HideToggle({
  label,
  checked,
  onChange,
  title,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title?: string;
  testId?: string;
}) {
  const [shown, setShown] = useState(checked);
  useEffect(() => setShown(checked), [checked]);
  return (
    <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted', cursor: 'pointer' })} title={title}>
      <input
        type="checkbox"
        data-testid={testId}
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
