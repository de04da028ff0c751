import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { type MyRecord, refusalKey, useMyDataActions } from '../../api/my-data';
import type { MyDataKey } from '../../content/my-data-strings';
import { ConfirmRightsAct, type RightsAct } from './my-data-confirm';
import { subheading } from './my-data-record';
import { useMyDataText } from './use-my-data-text';

const box = css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '4', mt: '4', display: 'flex', flexDirection: 'column', gap: '3' });
const textarea = css({ minH: '24', w: 'full', p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', fontSize: 'sm' });

/** Withdraw (at once), ask for a correction or an erasure, file a grievance: one record's rights. */
export function MyDataActions({ record, pass }: { record: MyRecord; pass: string }) {
  const text = useMyDataText();
  const { file, withdraw, object } = useMyDataActions(pass);
  const [outcome, setOutcome] = useState<{ key: MyDataKey; ok: boolean; detail?: string } | null>(null);
  const [field, setField] = useState(record.fields[0]?.field ?? 'studentName');
  const [value, setValue] = useState('');
  const [grievance, setGrievance] = useState('');
  const [confirming, setConfirming] = useState<RightsAct | null>(null);
  const busy = file.isPending || withdraw.isPending || object.isPending;

  const run = async (action: () => Promise<unknown>, success: MyDataKey) => {
    setConfirming(null);
    try {
      await action();
      setOutcome({ key: success, ok: true });
    } catch (error) {
      const key = refusalKey(error);
      // a refused correction carries the field's own rule, in the server's words
      const detail = key === 'errorGeneric' && error instanceof Error ? (error as { serverMessage?: string }).serverMessage : undefined;
      setOutcome({ key, ok: false, detail });
    }
  };
  const submit = (event: FormEvent, body: Parameters<typeof file.mutateAsync>[0]['body']) => {
    event.preventDefault();
    if (body.kind === 'grievance' && body.message.trim().length < 10) return setOutcome({ key: 'errorMessage', ok: false });
    void run(() => file.mutateAsync({ body }), 'requestFiled');
  };

  return (
    <div>
      <h3 className={subheading}>{text('actions')}</h3>
      <div aria-live="polite">
        {outcome ? (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={css({ fontSize: 'sm', fontWeight: 'medium', color: outcome.ok ? 'success.default' : 'error.default' })}
          >
            {outcome.detail ?? text(outcome.key)}
          </p>
        ) : null}
      </div>
      {record.consent.status === 'recorded' ? (
        <div className={box}>
          <p className={css({ fontSize: 'sm' })}>{text('withdrawNote')}</p>
          <button type="button" className={button({ variant: 'outline' })} disabled={busy} onClick={() => setConfirming('withdraw')}>
            {text('withdraw')}
          </button>
        </div>
      ) : null}
      {record.doNotContact ? null : (
        <div className={box}>
          <p className={css({ fontSize: 'sm' })}>{text('objectNote')}</p>
          <button type="button" className={button({ variant: 'outline' })} disabled={busy} onClick={() => setConfirming('object')}>
            {text('object')}
          </button>
        </div>
      )}
      {confirming ? (
        <ConfirmRightsAct
          act={confirming}
          record={record}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            void (confirming === 'withdraw'
              ? run(() => withdraw.mutateAsync({ body: { studentId: record.id } }), 'withdrawn')
              : run(() => object.mutateAsync({ body: { studentId: record.id } }), 'objected'))
          }
        />
      ) : null}
      <form method="post" className={box} onSubmit={(e) => submit(e, { kind: 'correction', studentId: record.id, field: field as never, value })}>
        <strong>{text('correct')}</strong>
        <Field label={text('fieldLabel')}>
          <select className={input()} value={field} onChange={(e) => setField(e.target.value)}>
            {record.fields.map((f) => (
              <option key={f.field} value={f.field}>
                {text(`field${f.field}` as MyDataKey)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={text('valueLabel')}>
          <input className={input()} value={value} onChange={(e) => setValue(e.target.value)} />
        </Field>
        <button type="submit" className={button({ variant: 'outline' })} disabled={busy || value.trim() === ''}>
          {text('sendCorrection')}
        </button>
      </form>
      <form method="post" className={box} onSubmit={(e) => submit(e, { kind: 'erasure', studentId: record.id })}>
        <strong>{text('erase')}</strong>
        <p className={css({ fontSize: 'sm' })}>{text('eraseNote')}</p>
        <button type="submit" className={button({ variant: 'danger' })} disabled={busy}>
          {text('eraseConfirm')}
        </button>
      </form>
      <form method="post" className={box} onSubmit={(e) => submit(e, { kind: 'grievance', studentId: record.id, message: grievance })}>
        <strong>{text('grievance')}</strong>
        <Field label={text('messageLabel')}>
          <textarea className={textarea} value={grievance} onChange={(e) => setGrievance(e.target.value)} maxLength={2000} />
        </Field>
        <button type="submit" className={button({ variant: 'outline' })} disabled={busy}>
          {text('sendGrievance')}
        </button>
      </form>
    </div>
  );
}
