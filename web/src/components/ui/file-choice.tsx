import { FileUp } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';

type Props = {
  id: string;
  accept: string;
  file: File | null;
  disabled: boolean;
  /** the button's words before a file is chosen ("Choose CSV file") */
  chooseLabel: string;
  /** the test id of the chosen file's name */
  nameTestId: string;
  onChoose: (file: File | null) => void;
};

/**
 * A styled file picker (issue 25 §8): the native input stays, visually hidden, so the keyboard, screen readers and
 * drag-and-drop onto it work as before; its label is the button, and the chosen file's name stands beside it. The
 * import, the DND register and the exclusion list choose their files with it.
 */
export function FileChoice({ id, accept, file, disabled, chooseLabel, nameTestId, onChoose }: Props) {
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        className={visuallyHidden()}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          // the same file chosen again (after correcting it) is a new choice
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={cx(
          button({ variant: 'outline', size: 'md' }),
          css({
            cursor: 'pointer',
            flexShrink: 0,
            'input:focus-visible + &': { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
            'input:disabled + &': { opacity: 0.5, cursor: 'not-allowed' },
          }),
        )}
      >
        <FileUp size={16} aria-hidden /> {file ? 'Choose another file' : chooseLabel}
      </label>
      <span data-testid={nameTestId} className={css({ fontSize: 'sm', color: file ? 'fg.default' : 'fg.muted', minW: '0', overflowWrap: 'anywhere' })}>
        {file ? file.name : 'No file chosen'}
      </span>
    </>
  );
}
