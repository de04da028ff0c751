import { AlertTriangle } from 'lucide-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useAcknowledgeCopyNotices, useCopyNotices } from '../api/copy-notices';

const listed = 5;

/**
 * Issue 16 §3: "N students withdrew consent — delete your copy", with the students' names (an erased one has none
 * left), until the member marks the notices read. Nothing while there are none or while they load.
 */
export function CopyNoticesBanner({ enabled }: { enabled: boolean }) {
  const notices = useCopyNotices(enabled);
  const acknowledge = useAcknowledgeCopyNotices();
  const data = notices.data;
  if (!data?.message) return null;
  const names = data.notices.map((notice) => notice.studentName ?? 'An erased student');
  return (
    <section
      role="alert"
      aria-labelledby="copy-notices-title"
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', bg: 'error.subtle', color: 'error.text', borderRadius: 'md', p: '4' })}
    >
      <AlertTriangle size={20} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
      <div className={css({ flex: '1', minW: '0' })}>
        <h2 id="copy-notices-title" className={css({ fontWeight: 'semibold' })}>
          {data.message}
        </h2>
        <p className={css({ fontSize: 'sm', mt: '1' })}>
          Delete every copy you hold of {names.slice(0, listed).join(', ')}
          {names.length > listed ? ` and ${names.length - listed} more` : ''} (downloaded files, spreadsheets, your CRM) and do not contact them. We have
          e-mailed you the same.
        </p>
      </div>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => acknowledge.mutate({})} disabled={acknowledge.isPending}>
        I have deleted them
      </button>
    </section>
  );
}
