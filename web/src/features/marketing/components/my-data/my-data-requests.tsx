import { css } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import type { MyData } from '../../api/my-data';
import type { MyDataKey } from '../../content/my-data-strings';
import { cardStyle } from './my-data-record';
import { useDateText, useMyDataText } from './use-my-data-text';

/** The student's requests and our answers, newest first. */
export function MyDataRequests({ requests }: { requests: MyData['requests'] }) {
  const text = useMyDataText();
  const date = useDateText();
  return (
    <section className={cardStyle} aria-labelledby="my-requests">
      <h2 id="my-requests" className={heading({ size: 'xl', mb: '3' })}>
        {text('requests')}
      </h2>
      {requests.length === 0 ? (
        <p className={hint()}>{text('noRequests')}</p>
      ) : (
        <ul className={flex({ direction: 'column', gap: '3' })} data-testid="my-requests">
          {requests.map((r) => (
            <li key={r.id} className={css({ fontSize: 'sm', borderTopWidth: '1px', borderColor: 'border.default', pt: '2' })}>
              <strong>{text(`kind${r.kind}` as MyDataKey)}</strong> · {text(`status${r.status}` as MyDataKey)}
              <br />
              {text('receivedOn', { date: date(r.receivedAt) })}
              {r.status === 'open' ? `, ${text('dueOn', { date: date(r.dueAt) })}` : ''}
              {r.reply ? (
                <span className={css({ display: 'block', mt: '1' })}>
                  {text('reply')}: {r.reply}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
