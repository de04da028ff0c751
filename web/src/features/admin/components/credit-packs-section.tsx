import { Plus } from 'lucide-react';
import { useState } from 'react';
import { flex, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { listErrorMessage } from '../api/admin-query';
import { type CreditPack, useCreditPacks, useDeactivatePack } from '../api/billing';
import { formatRupees } from '../api/rupees';
import { CreditPackDialog } from './credit-pack-dialog';
import { formatNumber, Panel } from './list-parts';

const COLUMNS = ['Name', 'Credits', 'Price before GST', 'Validity', 'On sale', 'Actions'];

/** ADR 0021: the packs members may request; taking one off sale leaves its issued invoices as they are. */
export function CreditPacksSection() {
  const packs = useCreditPacks();
  const deactivate = useDeactivatePack();
  const [editing, setEditing] = useState<CreditPack | 'new' | null>(null);
  const [ending, setEnding] = useState<CreditPack | null>(null);
  const rows = packs.data?.packs ?? [];
  const takeOff = async (pack: CreditPack) => {
    try {
      await deactivate.mutateAsync({ path: { id: pack.id } });
      notify({ title: 'Credit pack taken off sale', variant: 'success' });
      setEnding(null);
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to deactivate the credit pack'), variant: 'destructive' });
    }
  };
  return (
    <Panel
      title="Credit packs"
      actions={
        <button type="button" className={button({ size: 'sm' })} onClick={() => setEditing('new')}>
          <Plus size={16} aria-hidden /> New pack
        </button>
      }
    >
      <p className={hint({ mb: '4' })}>Prices are before GST; the invoice adds 18 %. A pack off sale can no longer be requested.</p>
      <DataTable
        query={packs}
        rowCount={rows.length}
        loading="Loading credit packs…"
        failed="Failed to load credit packs"
        describeError={listErrorMessage}
        empty={{ title: 'No credit packs yet', description: 'Create one so members can buy credits.' }}
        columns={COLUMNS}
      >
        {rows.map((pack) => (
          <tr key={pack.id}>
            <td>{pack.name}</td>
            <td>{formatNumber(pack.credits)}</td>
            <td>{formatRupees(pack.pricePaise)}</td>
            <td>{formatNumber(pack.validityDays)} days</td>
            <td>
              <Badge tone={pack.active ? 'success' : 'neutral'}>{pack.active ? 'On sale' : 'Off sale'}</Badge>
            </td>
            <td>
              <div className={flex({ gap: '1' })}>
                <button type="button" aria-label={`Edit ${pack.name}`} className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setEditing(pack)}>
                  Edit
                </button>
                {pack.active ? (
                  <button
                    type="button"
                    aria-label={`Deactivate ${pack.name}`}
                    className={button({ variant: 'ghost', size: 'sm' })}
                    onClick={() => setEnding(pack)}
                  >
                    Deactivate
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing ? <CreditPackDialog pack={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title="Take this pack off sale?"
        description={`Members will no longer be able to request ${ending?.name ?? 'it'}. Invoices already issued for it stay payable.`}
        confirmLabel="Deactivate"
        destructive
        pending={deactivate.isPending}
        onConfirm={() => (ending ? void takeOff(ending) : undefined)}
      />
    </Panel>
  );
}
