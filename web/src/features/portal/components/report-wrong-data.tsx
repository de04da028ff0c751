import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import { button, nativeSelect } from 'styled-system/recipes';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { REPORT_REASONS, useReportStudent, type ReportReason } from '../api/student-reports';

const select = `${nativeSelect()} ${css({ minW: '0' })}`;

/**
 * "Report wrong data" on a student whose contact the member sees (issue 17 §4): an admin reviews it, and an approved
 * report gives the unlock credit back (it shows on the profile's Credits tab); the third institution's report of a
 * contact makes it invalid and refunds every recent payer at once (ADR 0025). The answer says what happens next.
 */
export function ReportWrongData({ studentId }: { studentId: string }) {
  const selectId = useId();
  const [reason, setReason] = useState<ReportReason>('wrong_number');
  const [sent, setSent] = useState<ReportReason[]>([]);
  const [nextStep, setNextStep] = useState<string | null>(null);
  const report = useReportStudent();

  const submit = async () => {
    try {
      const answer = await report.mutateAsync({ path: { id: studentId }, body: { reason } });
      setSent((list) => [...list, reason]);
      setNextStep(answer.message);
      notify({ title: 'Report sent', description: answer.message, variant: 'success' });
    } catch (error) {
      notify({ title: 'Report not sent', description: failureMessage(error), variant: 'destructive' });
    }
  };

  return (
    <section aria-label="Report wrong data" className={css({ mt: '5', pt: '4', borderTopWidth: '1px', borderColor: 'border.default' })}>
      <h3 className={heading({ size: 'sm', fontWeight: 'semibold', color: 'primary.default', mb: '2' })}>Report wrong data</h3>
      <div className={flex({ gap: '2', align: 'center', wrap: 'wrap' })}>
        <label htmlFor={selectId} className={hint()}>
          What is wrong?
        </label>
        <select id={selectId} className={select} value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
          {Object.entries(REPORT_REASONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => void submit()}
          disabled={report.isPending || sent.includes(reason)}
        >
          <Flag size={14} aria-hidden /> {sent.includes(reason) ? 'Reported' : 'Report'}
        </button>
      </div>
      {/* ADR 0025: what happens next, and when, as the server said it for this report */}
      {nextStep ? (
        <p role="status" data-testid="report-next-step" className={css({ fontSize: 'sm', color: 'fg.default', mt: '2' })}>
          {nextStep}
        </p>
      ) : null}
      <p className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '2' })}>
        A wrong number or a bounced e-mail reported by three institutions, or one that bounces, is marked invalid at once, and everyone who paid for it in the
        last 30 days gets their credit back automatically. Otherwise an admin reviews your report within 2 working days; if they confirm it, your credit comes
        back then.
      </p>
    </section>
  );
}
