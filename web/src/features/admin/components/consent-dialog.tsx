import { useState } from 'react';
import { css } from 'styled-system/css';
import { grid, hint } from 'styled-system/patterns';
import { button, input, nativeSelect } from 'styled-system/recipes';
import { CONSENT_STATUS_LABELS, CONSENTED_BY_LABELS, SOURCE_LABELS } from '@domain/privacy/domain/consent.schema';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useRecordConsent, useStudentConsent, useWithdrawConsent } from '../api/student-consent';
import { DoNotContactSection } from './do-not-contact-section';
import type { Student } from './students-admin-table';

const today = () => new Date().toISOString().slice(0, 10);

/** Issue 16: a student's provenance and consent; the admin records (adds or replaces) or withdraws it. */
export function ConsentDialog({ student, onClose }: { student: Student | null; onClose: () => void }) {
  const current = useStudentConsent(student?.id ?? null);
  const record = useRecordConsent();
  const withdraw = useWithdrawConsent();
  const [form, setForm] = useState({ consentedBy: 'student' as 'student' | 'guardian', consentDate: today(), noticeVersion: '', expiresOn: '' });
  const consent = current.data?.consent ?? null;
  const status = current.data?.status ?? 'not_recorded';

  const save = async () => {
    if (!student) return;
    try {
      await record.mutateAsync({
        path: { id: student.id },
        body: {
          consentedBy: form.consentedBy,
          consentDate: form.consentDate,
          noticeVersion: form.noticeVersion || undefined,
          expiresOn: form.expiresOn || null,
        },
      });
      notify({ title: 'Consent recorded', variant: 'success' });
      onClose();
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to record the consent'), variant: 'destructive' });
    }
  };
  const withdrawNow = async () => {
    if (!student) return;
    try {
      await withdraw.mutateAsync({ path: { id: student.id } });
      notify({ title: 'Consent withdrawn', variant: 'success' });
      onClose();
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to withdraw the consent'), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Consent — ${student?.studentName ?? ''}`}
      description={`Consent: ${CONSENT_STATUS_LABELS[status]}. Purpose: shared with member institutions for admission outreach. Kept until ${student?.retentionDate ?? ''}, then erased (retention).`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          {status === 'recorded' ? (
            <button type="button" className={button({ variant: 'outline' })} onClick={withdrawNow} disabled={withdraw.isPending}>
              Withdraw consent
            </button>
          ) : null}
          <button type="button" className={button()} onClick={save} disabled={record.isPending}>
            {consent ? 'Replace consent' : 'Record consent'}
          </button>
        </>
      }
    >
      {consent ? (
        <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '2', fontSize: 'sm', mb: '4' })}>
          <div>
            <dt className={hint({ size: 'inherit' })}>Source</dt>
            <dd>{SOURCE_LABELS[consent.source]}</dd>
          </div>
          <div>
            <dt className={hint({ size: 'inherit' })}>Given by</dt>
            <dd>{CONSENTED_BY_LABELS[consent.consentedBy]}</dd>
          </div>
          <div>
            <dt className={hint({ size: 'inherit' })}>Consent date · notice</dt>
            <dd>
              {consent.consentDate} · {consent.noticeVersion}
            </dd>
          </div>
          <div>
            <dt className={hint({ size: 'inherit' })}>Expires · withdrawn</dt>
            <dd>
              {consent.expiresOn ?? 'no expiry'} · {consent.withdrawnAt ? consent.withdrawnAt.slice(0, 10) : 'not withdrawn'}
            </dd>
          </div>
        </dl>
      ) : (
        <p className={hint({ mb: '4' })}>No consent has been recorded for this student.</p>
      )}
      <div className={grid({ gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '3' })}>
        <Field label="Consent given by" required>
          <select
            className={nativeSelect()}
            value={form.consentedBy}
            onChange={(e) => setForm({ ...form, consentedBy: e.target.value as 'student' | 'guardian' })}
          >
            <option value="student">Student</option>
            <option value="guardian">Parent/guardian</option>
          </select>
        </Field>
        <Field label="Consent date" required>
          <input type="date" className={input()} value={form.consentDate} max={today()} onChange={(e) => setForm({ ...form, consentDate: e.target.value })} />
        </Field>
        <Field label="Privacy notice version" hint="Blank: the notice in force">
          <input className={input()} value={form.noticeVersion} maxLength={20} onChange={(e) => setForm({ ...form, noticeVersion: e.target.value })} />
        </Field>
        <Field label="Expires on" hint="Blank: no expiry">
          <input type="date" className={input()} value={form.expiresOn} onChange={(e) => setForm({ ...form, expiresOn: e.target.value })} />
        </Field>
      </div>
      {student && current.data ? <DoNotContactSection studentId={student.id} current={current.data.doNotContact} /> : null}
    </Dialog>
  );
}
