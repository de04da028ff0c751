import { useState } from 'react';
import * as v from 'valibot';
import { flex, grid } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { StudentBulkUpdatesSchema } from '@domain/leads/domain/student-form.schema';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useBulkUpdateStudents } from '../api/bulk-update-students';
import { plural } from '@/lib/plural';

const FIELDS = [
  ['stream', 'Stream'],
  ['course', 'Course'],
  ['entranceExam', 'Entrance exam'],
  ['board', 'Board'],
  ['city', 'City'],
  ['district', 'District'],
  ['state', 'State'],
  ['collegeName', 'College name'],
  ['emailId', 'Email'],
  ['age', 'Age'],
] as const;

export function BulkEditDialog({
  studentIds,
  open,
  onOpenChange,
  onDone,
}: {
  studentIds: string[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bulk = useBulkUpdateStudents();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const updates = Object.fromEntries(Object.entries(values).map(([k, val]) => [k, k === 'age' && val.trim() !== '' ? Number(val) : val.trim()]));
    const result = v.safeParse(StudentBulkUpdatesSchema, updates);
    if (!result.success) {
      const nothing = result.issues.some((i) => i.message === 'Please fill in at least one field to update');
      if (nothing) return notify({ title: 'No Changes', description: 'Please fill in at least one field to update', variant: 'destructive' });
      const flat = v.flatten(result.issues).nested ?? {};
      return setErrors(Object.fromEntries(Object.entries(flat).map(([key, m]) => [key, m?.[0] ?? ''])));
    }
    setErrors({});
    try {
      const outcome = await bulk.mutateAsync({ body: { studentIds, updates: result.output as never } });
      notify({ title: 'Student updated successfully!', description: `${plural(outcome.updated, 'student')} updated`, variant: 'success' });
      onDone();
      onOpenChange(false);
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to update students'), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Bulk Edit ${studentIds.length} Students`}
      description="Only the fields you fill in are changed."
      size="lg"
    >
      <form method="post" onSubmit={submit} noValidate>
        <div className={grid({ columns: 2, gap: '4' })}>
          {FIELDS.map(([name, label]) => (
            <Field key={name} label={label} error={errors[name]}>
              <input
                className={input()}
                type={name === 'age' ? 'number' : 'text'}
                value={values[name] ?? ''}
                onChange={(e) => setValues({ ...values, [name]: e.target.value })}
              />
            </Field>
          ))}
        </div>
        <div className={flex({ justify: 'flex-end', gap: '3', mt: '6' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={bulk.isPending}>
            Update Students
          </button>
        </div>
      </form>
    </Dialog>
  );
}
