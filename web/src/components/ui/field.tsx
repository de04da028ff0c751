import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { css } from 'styled-system/css';

type FieldProps = { label: ReactNode; error?: string; hint?: ReactNode; required?: boolean; children: ReactElement<Record<string, unknown>> };

/** A labelled control with its error message under it, wired for screen readers. */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    // the scroll margin keeps the label clear of a fixed header when the field is brought into view
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', scrollMarginTop: '24' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' })}>
        {label}
        {required ? (
          <span aria-hidden className={css({ color: 'error.default' })}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} role="alert" className={css({ fontSize: 'sm', color: 'error.default' })}>
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
