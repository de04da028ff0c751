import { css } from 'styled-system/css';
import { EmptyState } from '@/components/ui/states';
import type { ListRefusal } from '@/lib/result-window';

const TITLES: Record<ListRefusal['code'], string> = {
  'CATALOGUE.BEYOND_WINDOW': 'This page is beyond what can be paged',
  'CATALOGUE.SEARCH_TOO_SHORT': 'Search term too short',
  'CATALOGUE.TOO_BROAD': 'This list is too broad to sort',
};

const action = css({ color: 'primary.default', fontWeight: 'semibold', cursor: 'pointer' });

/** A list the server refused as asked (ADR 0014): its own words, and the one step that helps. */
export function ListRefusalState({ refusal, onNarrow, onFirstPage }: { refusal: ListRefusal; onNarrow: () => void; onFirstPage: () => void }) {
  return (
    <EmptyState
      title={TITLES[refusal.code]}
      description={refusal.message}
      action={
        refusal.code === 'CATALOGUE.BEYOND_WINDOW' ? (
          <button type="button" className={action} onClick={onFirstPage}>
            Go to the first page
          </button>
        ) : (
          <button type="button" className={action} onClick={onNarrow}>
            Clear All
          </button>
        )
      }
    />
  );
}
