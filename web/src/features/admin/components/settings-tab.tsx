import { Download } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, grid, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { listErrorMessage } from '../api/admin-query';
import { useDashboard } from '../api/dashboard';
import { downloadCsv } from '../api/download-csv';
import { BillingSettingsSection } from './billing-settings-section';
import { CreditPacksSection } from './credit-packs-section';
import { DndRegisterPanel } from './dnd-register-panel';
import { formatNumber, Panel } from './list-parts';
import { ListAlert } from '@/components/ui/list-alert';

export function SettingsTab() {
  const dashboard = useDashboard();
  const exportStudents = () =>
    downloadCsv('students').catch(() =>
      notify({ title: 'Export Failed', description: 'Failed to export student leads. Please try again.', variant: 'destructive' }),
    );
  const exportUsers = () =>
    downloadCsv('members').catch(() =>
      notify({ title: 'Export Failed', description: 'Failed to export user data. Please try again.', variant: 'destructive' }),
    );
  const stats = dashboard.data?.studentStats;
  return (
    <div className={grid({ columns: 2, gap: '4' })}>
      <Panel title="Data Export">
        <p className={hint({ mb: '4' })}>Download every record as CSV. Cells that a spreadsheet would run as formulas are made safe.</p>
        <div className={flex({ gap: '3' })}>
          <button type="button" className={button()} onClick={exportStudents}>
            <Download size={16} aria-hidden /> Students CSV
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={exportUsers}>
            <Download size={16} aria-hidden /> Users CSV
          </button>
        </div>
      </Panel>
      <Panel title="System Statistics">
        {dashboard.isPending ? (
          <LoadingState />
        ) : dashboard.isError ? (
          <ListAlert title="Failed to load analytics" description={listErrorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} />
        ) : stats ? (
          <dl className={grid({ columns: 2, gap: '4' })}>
            {(
              [
                ['Total States Covered', stats.totalStates],
                ['Total Cities', stats.totalCities],
                ['Academic Streams', stats.totalStreams],
                ['Entrance Exams', stats.totalExams],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={css({ p: '3', bg: 'bg.subtle', borderRadius: 'md' })}>
                <dt className={hint()}>{label}</dt>
                <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Panel>
      <div className={css({ gridColumn: 'span 2' })}>
        <BillingSettingsSection />
      </div>
      <div className={css({ gridColumn: 'span 2' })}>
        <CreditPacksSection />
      </div>
      <div className={css({ gridColumn: 'span 2' })}>
        <DndRegisterPanel />
      </div>
    </div>
  );
}
