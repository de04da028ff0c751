import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import type { MyRecord } from '../../api/my-data';
import { useMyDataText } from './use-my-data-text';

export type RightsAct = 'withdraw' | 'object';

/**
 * Issue 25 §5: before a withdrawal or a "Do not contact", the student reads what each one does (one sentence each),
 * sees which institutions will be told, and confirms.
 */
export function ConfirmRightsAct({
  act,
  record,
  busy,
  onConfirm,
  onCancel,
}: {
  act: RightsAct;
  record: MyRecord;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = useMyDataText();
  const names = [...new Set(record.recipients.map((recipient) => recipient.institution))];
  return (
    <section
      aria-labelledby="rights-confirm-title"
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'warning.subtle',
        borderRadius: 'md',
        p: '4',
        display: 'grid',
        gap: '3',
        mt: '4',
      })}
    >
      <h4 id="rights-confirm-title" className={css({ fontWeight: 'semibold' })}>
        {text(act === 'withdraw' ? 'confirmWithdrawTitle' : 'confirmObjectTitle')}
      </h4>
      <ul className={css({ fontSize: 'sm', display: 'grid', gap: '2', listStyle: 'disc', pl: '5' })}>
        <li className={css({ fontWeight: act === 'withdraw' ? 'semibold' : 'normal' })}>{text('withdrawNote')}</li>
        <li className={css({ fontWeight: act === 'object' ? 'semibold' : 'normal' })}>{text('objectNote')}</li>
      </ul>
      <p className={css({ fontSize: 'sm' })} data-testid="told-institutions">
        {names.length > 0 ? text('toldThese', { names: names.join(', ') }) : text('toldNone')}
      </p>
      <div className={flex({ gap: '3', wrap: 'wrap' })}>
        <button type="button" className={button({ variant: 'danger' })} disabled={busy} onClick={onConfirm}>
          {text(act === 'withdraw' ? 'confirmWithdraw' : 'confirmObject')}
        </button>
        <button type="button" className={button({ variant: 'ghost' })} onClick={onCancel}>
          {text('cancel')}
        </button>
      </div>
    </section>
  );
}
