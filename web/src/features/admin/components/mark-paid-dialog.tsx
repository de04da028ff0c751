import { useState } from 'react';
import { flex } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { fieldIssues, type Invoice, useMarkInvoicePaid } from '../api/billing';
import { formatRupees } from '../api/rupees';
import { formatNumber } from './list-parts';

/** ADR 0021: the admin records the bank transfer or UPI payment; the credits reach the buyer's pool at once. */
export function MarkPaidDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mark = useMarkInvoicePaid();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) {
      setError('The payment reference is required');
      return;
    }
    setError(undefined);
    try {
      await mark.mutateAsync({ path: { id: invoice.id }, body: { reference: reference.trim() } });
      notify({
        title: 'Invoice marked paid',
        description: `${invoice.number}: ${formatNumber(invoice.pack.credits)} credits added to ${invoice.buyer.name}.`,
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      setError(fieldIssues(failure).reference);
      notify({ title: 'Error', description: serverMessage(failure, 'Failed to mark the invoice paid'), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={onClose}
      title={`Mark ${invoice.number} paid`}
      description={`${invoice.buyer.name} pays ${formatRupees(invoice.amounts.total)} for ${invoice.pack.name}. Its ${formatNumber(invoice.pack.credits)} credits are added to their pool, and a receipt is e-mailed.`}
    >
      <form method="post" onSubmit={submit} noValidate>
        <Field label="Payment reference" required error={error} hint="The bank's UTR or the UPI transaction id">
          <input className={input()} maxLength={100} autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />
        </Field>
        <div className={flex({ justify: 'flex-end', gap: '3', mt: '6' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={mark.isPending}>
            Mark paid
          </button>
        </div>
      </form>
    </Dialog>
  );
}
