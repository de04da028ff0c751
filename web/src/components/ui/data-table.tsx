import type { ReactNode } from 'react';
import { dataTable } from 'styled-system/recipes';
import { ListAlert } from './list-alert';
import { EmptyState, LoadingState } from './states';

/** What a list needs of its query: TanStack Query's result has all of it. */
export type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

type Props = {
  query: ListQuery;
  /** the rows of this page: none and no failure is the empty state */
  rowCount: number;
  loading: string;
  /** the alert's title; its description is what `describeError` makes of the failure */
  failed: string;
  describeError: (error: unknown) => string;
  empty: { title: string; description?: ReactNode };
  /** the column headings, in order */
  columns: readonly ReactNode[];
  /** the body rows (`<tr>`s), shown once there is at least one */
  children: ReactNode;
  /** under the table in every state, e.g. the list's <Pagination> */
  footer?: ReactNode;
  density?: 'comfortable' | 'compact';
  busy?: boolean;
  caption?: ReactNode;
};

/**
 * One admin list (spec 001 §8): a failure is an alert with Retry above whatever is still shown, the first load a
 * spinner, no rows an empty state, and rows the bordered table that scrolls sideways, with the footer under it.
 */
export function DataTable({ query, rowCount, loading, failed, describeError, empty, columns, children, footer, density, busy, caption }: Props) {
  return (
    <>
      {query.isError ? <ListAlert title={failed} description={describeError(query.error)} onRetry={() => query.refetch()} /> : null}
      {query.isPending ? (
        <LoadingState label={loading} />
      ) : rowCount === 0 && !query.isError ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : rowCount > 0 ? (
        <ScrollTable columns={columns} density={density} busy={busy} caption={caption}>
          {children}
        </ScrollTable>
      ) : null}
      {footer}
    </>
  );
}

/** The bordered table alone, for a list whose states are shown around it differently (the Students tab). */
export function ScrollTable({ columns, children, density, busy, caption }: Pick<Props, 'columns' | 'children' | 'density' | 'busy' | 'caption'>) {
  const parts = dataTable({ density });
  return (
    <div className={parts.frame} aria-busy={busy}>
      <table className={parts.table}>
        {caption}
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the headings are fixed; their place is who they are
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
