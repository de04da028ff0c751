import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, grid } from 'styled-system/patterns';
import { button, input, nativeSelect } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { type CreditPack, formatPaise, GSTIN_SHAPE, type PlaceOfSupply, STATES, totalWithGst, useRequestPack } from '../api/billing';

const number = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** The owner's confirmation of a pack: place of supply, an optional GSTIN, and the GST-inclusive total. */
export function RequestPackDialog({ pack, onClose }: { pack: CreditPack; onClose: () => void }) {
  const request = useRequestPack();
  const [placeOfSupply, setPlaceOfSupply] = useState<PlaceOfSupply>('29');
  const [gstin, setGstin] = useState('');
  const cleanGstin = gstin.trim().toUpperCase();
  const gstinError =
    cleanGstin === ''
      ? undefined
      : !GSTIN_SHAPE.test(cleanGstin)
        ? 'A GSTIN has 15 characters, e.g. 29ABCDE1234F1Z5'
        : cleanGstin.slice(0, 2) !== placeOfSupply
          ? "The GSTIN's first two digits must be the place of supply's state code"
          : undefined;
  const total = totalWithGst(pack.pricePaise, placeOfSupply);

  const confirm = () => {
    request.mutate(
      { body: { packId: pack.id, placeOfSupply, ...(cleanGstin ? { buyerGstin: cleanGstin } : {}) } },
      {
        onSuccess: (answer) => {
          notify({ title: `Invoice ${answer.invoice.number} issued`, description: answer.message, variant: 'success' });
          onClose();
        },
        onError: (error) => notify({ title: 'The pack could not be requested', description: failureMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Request ${pack.name}`}
      description={`${pack.credits.toLocaleString('en-IN')} credits, valid ${pack.validityDays} days. The tax invoice is issued at once and e-mailed to you.`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button()} onClick={confirm} disabled={request.isPending || gstinError !== undefined}>
            {request.isPending ? 'Issuing…' : `Issue invoice for ${formatPaise(total)}`}
          </button>
        </>
      }
    >
      <div className={flex({ direction: 'column', gap: '4' })}>
        <Field label="Place of supply" hint="Where your institution is registered or located: it decides CGST + SGST or IGST.">
          <select className={nativeSelect()} value={placeOfSupply} onChange={(e) => setPlaceOfSupply(e.target.value as PlaceOfSupply)}>
            {STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        </Field>
        <Field label="Your GSTIN (optional)" hint="15 characters, e.g. 29ABCDE1234F1Z5; leave empty if not registered." error={gstinError}>
          <input className={input()} value={gstin} maxLength={15} autoComplete="off" onChange={(e) => setGstin(e.target.value)} />
        </Field>
        <dl className={grid({ gridTemplateColumns: '1fr auto', gap: '1', fontSize: 'sm' })}>
          <dt>Price</dt>
          <dd className={number}>{formatPaise(pack.pricePaise)}</dd>
          <dt>GST 18 % ({placeOfSupply === '29' ? 'CGST 9 % + SGST 9 %' : 'IGST'})</dt>
          <dd className={number}>{formatPaise(total - pack.pricePaise)}</dd>
          <dt className={css({ fontWeight: 'bold' })}>Total</dt>
          <dd className={cx(number, css({ fontWeight: 'bold' }))} data-testid="request-total">
            {formatPaise(total)}
          </dd>
        </dl>
      </div>
    </Dialog>
  );
}
