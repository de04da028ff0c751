import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { type StudentsQuery, studentsQueryOptions } from '../api/students';
import type { RowSelection } from './use-row-selection';

/** The most a bulk unlock takes at once (the server's own limit) and the largest page the list serves. */
export const MOST_AT_ONCE = 500;

/**
 * Issue 25 §6: once the whole page is ticked, "Select all N matching" ticks every student the filters match, where the
 * server allows it (N up to 500, one page of 500); beyond that it says how to get there.
 */
export function SelectAllMatching({ query, total, pageRows, selection }: { query: StudentsQuery; total: number; pageRows: number; selection: RowSelection }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const wholePage = pageRows > 0 && selection.selected.size >= pageRows;
  if (!wholePage || total <= pageRows) return null;
  if (selection.beyondPage > 0) {
    return <span className={hint()}>All {selection.selected.size} matching students are selected.</span>;
  }
  if (total > MOST_AT_ONCE) {
    return (
      <span className={hint()}>
        {total.toLocaleString('en-IN')} match: narrow the filters to {MOST_AT_ONCE} or fewer to select them all.
      </span>
    );
  }
  const selectAll = async () => {
    setPending(true);
    try {
      const all = await queryClient.fetchQuery(studentsQueryOptions({ ...query, page: 1, limit: MOST_AT_ONCE }));
      selection.selectAllMatching(all.students);
    } catch (error) {
      notify({ title: 'Could not select them all', description: failureMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={pending} onClick={() => void selectAll()}>
      {pending ? 'Selecting…' : `Select all ${total.toLocaleString('en-IN')} matching`}
    </button>
  );
}
