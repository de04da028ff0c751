import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, grid } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { type CreditPack, fieldIssues, useCreatePack, useUpdatePack } from '../api/billing';
import { formatRupees, paiseFromText, rupeesText } from '../api/rupees';

type Errors = Partial<Record<'name' | 'credits' | 'price' | 'validityDays', string>>;

/** Creates a credit pack, or edits one (`pack`): the price is typed in rupees before GST and sent as an exact amount. */
export function CreditPackDialog({ pack, onClose }: { pack: CreditPack | null; onClose: () => void }) {
  const [name, setName] = useState(pack?.name ?? '');
  const [credits, setCredits] = useState(pack ? String(pack.credits) : '');
  const [price, setPrice] = useState(pack ? rupeesText(pack.pricePaise) : '');
  const [validityDays, setValidityDays] = useState(pack ? String(pack.validityDays) : '365');
  const [active, setActive] = useState(pack?.active ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreatePack();
  const update = useUpdatePack();
  const paise = paiseFromText(price);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = 'Name is required';
    if (!/^\d+$/.test(credits.trim())) found.credits = 'Credits must be a whole number';
    if (paise === null) found.price = 'Price is an amount in rupees with at most two decimals, e.g. 4999 or 4999.50';
    if (!/^\d+$/.test(validityDays.trim())) found.validityDays = 'Validity must be a whole number of days';
    setErrors(found);
    if (Object.keys(found).length > 0 || paise === null) return;
    // paise / 100 is the nearest double to the rupee amount; the server turns it back into the same paise
    const body = { name: name.trim(), credits: Number(credits), price: paise / 100, validityDays: Number(validityDays), active };
    try {
      if (pack) await update.mutateAsync({ path: { id: pack.id }, body });
      else await create.mutateAsync({ body });
      notify({ title: pack ? 'Credit pack updated' : 'Credit pack created', variant: 'success' });
      onClose();
    } catch (error) {
      setErrors(fieldIssues(error));
      notify({ title: 'Error', description: serverMessage(error, 'Failed to save the credit pack'), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={onClose}
      title={pack ? `Edit ${pack.name}` : 'New credit pack'}
      description="Members request a pack; its tax invoice adds 18 % GST, and the credits reach their institution when an admin marks it paid."
    >
      <form method="post" onSubmit={submit} noValidate>
        <div className={grid({ columns: 2, gap: '4' })}>
          <div className={css({ gridColumn: 'span 2' })}>
            <Field label="Name" required error={errors.name} hint='What members see, e.g. "Starter 500"'>
              <input className={input()} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
            </Field>
          </div>
          <Field label="Credits" required error={errors.credits}>
            <input className={input()} type="number" min={1} step={1} value={credits} onChange={(e) => setCredits(e.target.value)} />
          </Field>
          <Field
            label="Price before GST (₹)"
            required
            error={errors.price}
            hint={paise !== null ? `${formatRupees(paise)}; the invoice adds 18 % GST` : 'Rupees, up to two decimals'}
          >
            <input className={input()} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} placeholder="4999.00" />
          </Field>
          <Field label="Validity (days)" required error={errors.validityDays} hint="Printed on the invoice">
            <input className={input()} type="number" min={1} step={1} value={validityDays} onChange={(e) => setValidityDays(e.target.value)} />
          </Field>
          <label className={flex({ align: 'center', gap: '2', alignSelf: 'center', fontSize: 'sm', fontWeight: 'medium' })}>
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> On sale
          </label>
        </div>
        <div className={flex({ justify: 'flex-end', gap: '3', mt: '6' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={create.isPending || update.isPending}>
            {pack ? 'Save pack' : 'Create pack'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
