import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { notify } from '@/components/ui/toaster';

/** A secret the server shows once (an API key, a webhook's signing secret): the warning, the value and a copy button. */
export function ShownOnce({ warning, value, testId }: { warning: ReactNode; value: string; testId: string }) {
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    notify({ title: 'Copied to clipboard', variant: 'success' });
  };
  return (
    <div role="status" className={css({ bg: 'warning.subtle', borderRadius: 'md', p: '4', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'warning.default' })}>{warning}</p>
      <div className={flex({ gap: '2', align: 'center', wrap: 'wrap' })}>
        <code
          data-testid={testId}
          className={css({ fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all', bg: 'bg.canvas', px: '2', py: '1', borderRadius: 'sm' })}
        >
          {value}
        </code>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => void copy()}>
          <Copy size={14} aria-hidden /> Copy
        </button>
      </div>
    </div>
  );
}
