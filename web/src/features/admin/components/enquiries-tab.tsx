import { useState } from 'react';
import { css } from 'styled-system/css';
import { hint, visuallyHidden } from 'styled-system/patterns';
import { button, toolbar } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { DataTable } from '@/components/ui/data-table';
import { ToolbarSearch, ToolbarSelect } from '@/components/ui/toolbar-fields';
import { useSearchBox } from '@/lib/use-search-box';
import type { AdminSearch } from '../admin-search';
import { listErrorMessage } from '../api/admin-query';
import { ENQUIRY_PAGE_SIZE, useAssessmentSubmissions, useContactSubmissions } from '../api/enquiries';
import { formatDate } from './list-parts';
import { Pagination } from '@/components/ui/pagination';
import { useAdminView } from './use-admin-view';

const COLUMNS = [
  'Received',
  'Institution',
  'Contact',
  'Email',
  'Phone',
  <span key="details" className={visuallyHidden()}>
    Details
  </span>,
];

const KINDS = [
  ['contact', 'Contact forms'],
  ['assessment', 'Assessments'],
] as const;

type Detail = { title: string; fields: [string, string][] };
const label = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

export function EnquiriesTab() {
  const { search: view, set } = useAdminView();
  const kind = view.enquiries;
  const box = useSearchBox(view.enquirySearch ?? '', (text) => set({ enquirySearch: text || undefined, enquiryPage: 1 }, true));
  const [detail, setDetail] = useState<Detail | null>(null);
  const query = { page: view.enquiryPage, ...(view.enquirySearch ? { search: view.enquirySearch } : {}) };
  const contacts = useContactSubmissions(query);
  const assessments = useAssessmentSubmissions(query);
  const active = kind === 'contact' ? contacts : assessments;
  const rows: Record<string, unknown>[] = (kind === 'contact' ? contacts.data?.submissions : assessments.data?.submissions) ?? [];
  const open = (row: Record<string, unknown>) =>
    setDetail({
      title: String(row.institutionName ?? row.contactName ?? row.name ?? 'Enquiry'),
      fields: Object.entries(row)
        .filter(([k]) => k !== 'id')
        .map(([k, v]) => [label(k), k === 'createdAt' ? formatDate(String(v)) : String(v ?? '—')]),
    });

  return (
    <div>
      <div className={toolbar()}>
        <ToolbarSelect
          label="Enquiry type"
          value={kind}
          onPick={(enquiries) => set({ enquiries: enquiries as AdminSearch['enquiries'], enquiryPage: 1 })}
          options={KINDS}
        />
        <ToolbarSearch label="Search enquiries" placeholder="Search institution, name or email" widest={300} value={box.text} onText={box.setText} />
      </div>
      <DataTable
        query={active}
        rowCount={rows.length}
        loading="Loading enquiries…"
        failed="Failed to load enquiries"
        describeError={listErrorMessage}
        empty={{ title: 'No enquiries yet' }}
        columns={COLUMNS}
        footer={
          <Pagination
            page={view.enquiryPage}
            totalPages={active.data?.totalPages ?? 1}
            total={active.data?.total ?? 0}
            limit={ENQUIRY_PAGE_SIZE}
            noun={['enquiry', 'enquiries']}
            onPage={(enquiryPage) => set({ enquiryPage })}
          />
        }
      >
        {rows.map((row) => (
          <tr key={String(row.id)}>
            <td className={css({ whiteSpace: 'nowrap' })}>{formatDate(String(row.createdAt))}</td>
            <td>{String(row.institutionName ?? row.instituteName ?? '—')}</td>
            <td>{String(row.contactName ?? row.name ?? '—')}</td>
            <td>{String(row.email ?? row.contactEmail ?? '—')}</td>
            <td>{String(row.phone ?? row.contactPhone ?? '—')}</td>
            <td>
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => open(row)}>
                View
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      {detail ? (
        <Dialog open onOpenChange={() => setDetail(null)} title={detail.title} size="lg">
          <dl className={css({ display: 'grid', gridTemplateColumns: '12rem 1fr', gap: '2', fontSize: 'sm' })}>
            {detail.fields.map(([k, v]) => (
              <div key={k} className={css({ display: 'contents' })}>
                <dt className={hint({ size: 'inherit' })}>{k}</dt>
                <dd className={css({ whiteSpace: 'pre-wrap' })}>{v}</dd>
              </div>
            ))}
          </dl>
        </Dialog>
      ) : null}
    </div>
  );
}
