import { useState } from 'react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button, toolbar } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { ToolbarSearch } from '@/components/ui/toolbar-fields';
import { formatDay } from '@/lib/dates';
import { useSearchBox } from '@/lib/use-search-box';
import { type AdminSearch, USER_PAGE_SIZES } from '../admin-search';
import { listErrorMessage } from '../api/admin-query';
import { useInstitutions } from '../api/institutions';
import { InstitutionDialog } from './institution-dialog';
import { formatNumber } from './list-parts';
import { useAdminView } from './use-admin-view';

const COLUMNS = ['Institution', 'Owner', 'Seats', 'Pool', 'Premium', 'Used this month', 'Unpaid invoices', 'Verified', 'Actions'];

/** ADR 0021: institutions (teams) with their seats, pool and figures; a row opens the institution. */
export function InstitutionsTab() {
  const { search: view, set } = useAdminView();
  const box = useSearchBox(view.institutionSearch ?? '', (text) => set({ institutionSearch: text || undefined, institutionPage: 1 }, true));
  const institutions = useInstitutions({
    page: view.institutionPage,
    limit: view.institutionLimit,
    ...(view.institutionSearch ? { search: view.institutionSearch } : {}),
  });
  const [open, setOpen] = useState<string | null>(null);
  const rows = institutions.data?.institutions ?? [];

  return (
    <div>
      <div className={toolbar()}>
        <ToolbarSearch
          label="Search institutions"
          placeholder="Search institution, or a seat's name or email"
          widest={340}
          value={box.text}
          onText={box.setText}
        />
        <span className={hint({ ml: 'auto' })}>Credits, verification and seats are the institution's: every seat shares them.</span>
      </div>
      <DataTable
        query={institutions}
        rowCount={rows.length}
        loading="Loading institutions…"
        failed="Failed to load institutions"
        describeError={listErrorMessage}
        empty={{ title: 'No institutions found', description: 'No institution or seat matches this search.' }}
        columns={COLUMNS}
        busy={institutions.isPlaceholderData}
        footer={
          <Pagination
            page={view.institutionPage}
            totalPages={institutions.data?.totalPages ?? 1}
            total={institutions.data?.total ?? 0}
            limit={view.institutionLimit}
            noun={['institution']}
            pageSizes={USER_PAGE_SIZES}
            onLimit={(n) => set({ institutionLimit: n as AdminSearch['institutionLimit'], institutionPage: 1 })}
            onPage={(institutionPage) => set({ institutionPage })}
          />
        }
      >
        {rows.map((row) => (
          <tr key={row.id} onClick={() => setOpen(row.id)} className={css({ cursor: 'pointer', _hover: { bg: 'bg.muted' } })}>
            <td className={css({ fontWeight: 'medium' })}>{row.name}</td>
            <td>
              {row.owner ? (
                <>
                  <span className={css({ display: 'block' })}>{row.owner.name}</span>
                  <span
                    title={row.owner.email}
                    className={hint({ size: 'xs', display: 'block', maxW: '56', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
                  >
                    {row.owner.email}
                  </span>
                </>
              ) : (
                '—'
              )}
            </td>
            <td>{formatNumber(row.seats)}</td>
            <td>{formatNumber(row.pool)}</td>
            <td>
              {row.membershipType === 'premium' ? (
                <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}>
                  <Badge tone="premium">Premium</Badge>
                  {row.membershipExpiresAt ? <span className={hint({ size: 'xs' })}>until {formatDay(row.membershipExpiresAt)}</span> : null}
                </span>
              ) : (
                <Badge>Free</Badge>
              )}
            </td>
            <td>{formatNumber(row.usedThisMonth)}</td>
            <td>{row.unpaidInvoices > 0 ? <Badge tone="warning">{formatNumber(row.unpaidInvoices)}</Badge> : '0'}</td>
            <td>
              <Badge tone={row.isVerified ? 'success' : 'warning'}>{row.isVerified ? 'Verified' : 'Unverified'}</Badge>
            </td>
            <td>
              <button
                type="button"
                aria-label={`Manage ${row.name}`}
                className={button({ variant: 'ghost', size: 'sm' })}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(row.id);
                }}
              >
                Manage
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      {open ? <InstitutionDialog id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
