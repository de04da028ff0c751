import { useEffect, useState } from 'react';
import { flex, grid, hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { ListAlert } from '@/components/ui/list-alert';
import { LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { ApiError, serverMessage } from '@/lib/api-error';
import { listErrorMessage } from '../api/admin-query';
import { type BillingSettings, fieldIssues, type StateCode, useBillingSettings, useSaveBillingSettings } from '../api/billing';
import { GST_STATE_OPTIONS } from './indian-states';
import { formatDate, Panel } from './list-parts';

type Values = {
  gstin: string;
  legalName: string;
  address: string;
  stateCode: StateCode;
  sacCode: string;
  invoicePrefix: string;
  bankDetails: string;
  upiId: string;
};
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (s: BillingSettings): Values => ({
  gstin: s.gstin ?? '',
  legalName: s.legalName ?? '',
  address: s.address ?? '',
  stateCode: s.stateCode,
  sacCode: s.sacCode,
  invoicePrefix: s.invoicePrefix,
  bankDetails: s.bankDetails ?? '',
  upiId: s.upiId ?? '',
});
const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The server's refusal, under the field it concerns: VALIDATION issues per field, a GSTIN's own codes under GSTIN. */
function errorsOf(error: unknown): Errors {
  const errors: Errors = fieldIssues(error);
  if (error instanceof ApiError && error.body?.code?.startsWith('BILLING.GSTIN')) errors.gstin = error.serverMessage;
  return errors;
}

/** ADR 0021: the company's details printed on every tax invoice; members can buy packs once GSTIN, name and address are set. */
export function BillingSettingsSection() {
  const settings = useBillingSettings();
  return (
    <Panel
      title="Billing"
      actions={
        settings.data ? (
          <Badge tone={settings.data.readyToInvoice ? 'success' : 'warning'}>
            {settings.data.readyToInvoice ? 'Ready to invoice' : 'Not ready to invoice'}
          </Badge>
        ) : null
      }
    >
      {settings.isPending ? (
        <LoadingState label="Loading billing settings…" />
      ) : settings.isError ? (
        <ListAlert title="Failed to load billing settings" description={listErrorMessage(settings.error)} onRetry={() => settings.refetch()} />
      ) : (
        <BillingSettingsForm settings={settings.data} />
      )}
    </Panel>
  );
}

function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveBillingSettings();
  useEffect(() => setValues(valuesOf(settings)), [settings]);
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues({ ...values, [name]: e.target.value }),
  });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        body: {
          gstin: orNull(values.gstin.toUpperCase().replaceAll(' ', '')),
          legalName: orNull(values.legalName),
          address: orNull(values.address),
          stateCode: values.stateCode,
          sacCode: values.sacCode.trim(),
          invoicePrefix: values.invoicePrefix.trim().toUpperCase(),
          bankDetails: orNull(values.bankDetails),
          upiId: orNull(values.upiId),
        },
      });
      notify({ title: 'Billing settings saved', variant: 'success' });
    } catch (error) {
      const found = errorsOf(error);
      setErrors(found);
      notify({ title: 'Error', description: serverMessage(error, 'Failed to save the billing settings'), variant: 'destructive' });
    }
  };
  const year = new Date().getFullYear() % 100;
  return (
    <form method="post" onSubmit={submit} noValidate>
      <p className={hint({ mb: '4' })}>Printed as the supplier on every tax invoice. Invoices already issued keep the details they were issued with.</p>
      <div className={grid({ columns: 2, gap: '4' })}>
        <Field label="GSTIN" error={errors.gstin} hint="15 characters, e.g. 29AAGCB7383J1Z4; its first two digits are the state's code">
          <input className={input()} maxLength={20} autoComplete="off" spellCheck={false} {...field('gstin')} />
        </Field>
        <Field label="Legal name" error={errors.legalName}>
          <input className={input()} maxLength={200} {...field('legalName')} />
        </Field>
        <Field label="Registered address" error={errors.address} hint="Line breaks are kept on the invoice">
          <textarea className={input({ multiline: true })} rows={3} maxLength={500} {...field('address')} />
        </Field>
        <Field label="State" error={errors.stateCode}>
          <select className={input()} {...field('stateCode')}>
            {GST_STATE_OPTIONS.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        </Field>
        <Field label="SAC code" error={errors.sacCode} hint="Six digits starting 99; 998361 is advertising services">
          <input className={input()} inputMode="numeric" maxLength={6} {...field('sacCode')} />
        </Field>
        <Field
          label="Invoice prefix"
          error={errors.invoicePrefix}
          hint={`1 to 4 capital letters or digits: ${values.invoicePrefix || 'EDU'}/${year}-${year + 1}/00042`}
        >
          <input className={input()} maxLength={4} {...field('invoicePrefix')} />
        </Field>
        <Field label="Bank details" error={errors.bankDetails} hint="Bank, account name and number, IFSC; printed under Payment">
          <textarea className={input({ multiline: true })} rows={3} maxLength={500} {...field('bankDetails')} />
        </Field>
        <Field label="UPI id" error={errors.upiId} hint="e.g. edureach@okhdfcbank">
          <input className={input()} maxLength={100} autoComplete="off" {...field('upiId')} />
        </Field>
      </div>
      <div className={flex({ justify: 'flex-end', align: 'center', gap: '3', mt: '5' })}>
        {settings.updatedAt ? <span className={hint({ size: 'xs' })}>Last saved {formatDate(settings.updatedAt)}</span> : null}
        <button type="submit" className={button()} disabled={save.isPending}>
          Save billing settings
        </button>
      </div>
    </form>
  );
}
