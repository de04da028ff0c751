import { css } from 'styled-system/css';
import { heading, hint } from 'styled-system/patterns';
import type { MyRecord } from '../../api/my-data';
import type { MyDataKey } from '../../content/my-data-strings';
import { MyDataActions } from './my-data-actions';
import { useDateText, useMyDataText } from './use-my-data-text';

export const cardStyle = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.canvas', p: { base: '4', md: '6' } });
export const subheading = css({ fontSize: 'lg', fontWeight: 'bold', mt: '6', mb: '3' });
const listStyle = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' }, columnGap: '4', rowGap: '1', fontSize: 'sm' });

/** One record: what we hold, where it came from, the consent, who received the contact details, and the rights. */
export function MyDataRecord({ record, index, total, pass }: { record: MyRecord; index: number; total: number; pass: string }) {
  const text = useMyDataText();
  const date = useDateText();
  const consent = record.consent;
  const consentText =
    consent.status === 'recorded'
      ? text('consentRecorded', { by: text(`by${consent.consentedBy ?? 'student'}` as MyDataKey), date: consent.consentDate ? date(consent.consentDate) : '' })
      : consent.status === 'withdrawn'
        ? text('consentWithdrawn')
        : text('consentNotRecorded');
  return (
    <section className={cardStyle} aria-labelledby={`record-${record.id}`}>
      <h2 id={`record-${record.id}`} className={heading({ size: 'xl' })}>
        {total > 1 ? `${text('recordHeading', { n: index + 1, total })}: ` : ''}
        {record.fields.find((f) => f.field === 'studentName')?.value}
      </h2>
      <h3 className={subheading}>{text('whatWeHold')}</h3>
      <dl className={listStyle}>
        {record.fields.map((f) => (
          <div key={f.field} className={css({ display: 'contents' })}>
            <dt className={hint({ size: 'inherit' })}>{text(`field${f.field}` as MyDataKey)}</dt>
            <dd className={css({ overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } })}>{f.value || <em>{text('emptyValue')}</em>}</dd>
          </div>
        ))}
      </dl>
      <h3 className={subheading}>{text('source')}</h3>
      <p className={css({ fontSize: 'sm' })}>
        {consent.sourceLabel ?? record.source ?? '—'}, {text('addedOn', { date: date(record.addedOn) })}
      </p>
      <h3 className={subheading}>{text('consent')}</h3>
      <p className={css({ fontSize: 'sm' })} data-testid="consent-status">
        {consentText}
      </p>
      {record.doNotContact ? (
        <p className={css({ fontSize: 'sm', fontWeight: 'medium' })} data-testid="do-not-contact">
          {text('objected')}
        </p>
      ) : null}
      <h3 className={subheading}>{text('recipients')}</h3>
      {record.recipients.length === 0 ? (
        <p className={hint()}>{text('noRecipients')}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })} data-testid="recipients">
          {record.recipients.map((r) => (
            <li key={`${r.institution}-${r.how}-${r.at}`}>
              <strong>{r.institution}</strong> · {text(`how${r.how}` as MyDataKey)} · {date(r.at)}
            </li>
          ))}
        </ul>
      )}
      {record.institutionsThisSeason ? (
        <p className={css({ fontSize: 'sm', mt: '2' })} data-testid="season-count">
          {text('seasonCount', { count: record.institutionsThisSeason.count, cap: record.institutionsThisSeason.cap })}
        </p>
      ) : null}
      <MyDataActions record={record} pass={pass} />
    </section>
  );
}
