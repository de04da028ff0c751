import { useState } from 'react';
import * as v from 'valibot';
import { flex, grid } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { VERIFICATION_METHODS } from '@domain/leads/domain/contact-freshness.schema';
import { StudentFormSchema, StudentPatchSchema } from '@domain/leads/domain/student-form.schema';
import type { ListStudentsResponse } from '@/api/types.gen';

type AdminStudentView = ListStudentsResponse['students'][number];
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useCreateStudent, useUpdateStudent } from '../api/save-student';

type FieldDef = { name: string; label: string; type?: 'text' | 'email' | 'date' | 'number' | 'gender' | 'method'; required?: boolean };

const CHANNEL = { email: 'E-mail', mobile: 'Mobile', whatsapp: 'WhatsApp' } as const;
const METHOD_LABELS: Record<(typeof VERIFICATION_METHODS)[number], string> = {
  otp: 'OTP',
  email_link: 'E-mail link',
  whatsapp: 'WhatsApp',
  call: 'Call',
  source_claim: 'Source claim (unchecked)',
};

const ALL_FIELDS: FieldDef[] = [
  { name: 'studentName', label: 'Student name', required: true },
  { name: 'emailId', label: 'Email', type: 'email', required: true },
  { name: 'mobileNumber', label: 'Mobile number', required: true },
  { name: 'fatherName', label: 'Father name', required: true },
  { name: 'motherName', label: 'Mother name', required: true },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date', required: true },
  { name: 'age', label: 'Age', type: 'number', required: true },
  { name: 'gender', label: 'Gender', type: 'gender', required: true },
  { name: 'course', label: 'Course', required: true },
  { name: 'entranceExam', label: 'Entrance exam', required: true },
  { name: 'stream', label: 'Stream', required: true },
  { name: 'board', label: 'Board' },
  { name: 'passingYear', label: 'Passing year', type: 'number' },
  { name: 'collegeName', label: 'College name', required: true },
  { name: 'address', label: 'Address', required: true },
  { name: 'city', label: 'City', required: true },
  { name: 'district', label: 'District', required: true },
  { name: 'state', label: 'State', required: true },
  { name: 'pincode', label: 'Pincode', required: true },
  { name: 'otherInfo', label: 'Other info' },
  // ADR 0026: when and how each contact was last verified (blank: not verified); sent only when changed
  ...(['email', 'mobile', 'whatsapp'] as const).flatMap((c): FieldDef[] => [
    { name: `${c}VerifiedAt`, label: `${CHANNEL[c]} verified on`, type: 'date' },
    { name: `${c}VerifiedBy`, label: `${CHANNEL[c]} verified by`, type: 'method' },
  ]),
];
const FRESHNESS_FIELDS = ['emailVerifiedAt', 'emailVerifiedBy', 'mobileVerifiedAt', 'mobileVerifiedBy', 'whatsappVerifiedAt', 'whatsappVerifiedBy'];
/**
 * The edit dialog shows the six fields of spec 001 §2, and the district and PIN code that change with a city; the server
 * applies the full rule set to them.
 */
const EDIT_FIELDS = ['studentName', 'emailId', 'mobileNumber', 'stream', 'city', 'district', 'state', 'pincode', ...FRESHNESS_FIELDS];
/** A record may lack these (an import without e-mail): an edit may leave them empty, and the record keeps what it has. */
const OPTIONAL_IN_EDIT = ['emailId', 'district', 'pincode'];

type Values = Record<string, string>;

/** A stored verification as the form shows it: the day, or the method. */
function initialValue(student: AdminStudentView, name: string): string {
  const match = /^(email|mobile|whatsapp)Verified(At|By)$/.exec(name);
  if (!match) return String((student as Record<string, unknown>)[name] ?? '');
  const fact = student.contactFreshness?.[match[1] as 'email' | 'mobile' | 'whatsapp'];
  return (match[2] === 'At' ? fact?.verifiedAt?.slice(0, 10) : fact?.verifiedBy) ?? '';
}

function toPayload(values: Values, names: string[], initial: Values) {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const raw = (values[name] ?? '').trim();
    if (FRESHNESS_FIELDS.includes(name)) {
      // unchanged: left as stored (a resend would make the admin its source); blank clears it
      if (raw !== (initial[name] ?? '')) out[name] = raw === '' ? null : raw;
      continue;
    }
    if (name === 'age' || name === 'passingYear') out[name] = raw === '' ? (name === 'age' ? undefined : null) : Number(raw);
    else if ((name === 'board' || name === 'otherInfo') && raw === '') out[name] = null;
    else out[name] = raw;
  }
  return out;
}

export function StudentFormDialog({ student, open, onOpenChange }: { student?: AdminStudentView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const editing = Boolean(student);
  const fields = editing ? ALL_FIELDS.filter((f) => EDIT_FIELDS.includes(f.name)) : ALL_FIELDS;
  const [initial] = useState<Values>(() => Object.fromEntries(fields.map((f) => [f.name, student ? initialValue(student, f.name) : ''])));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateStudent();
  const update = useUpdateStudent();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const payload = toPayload(
      values,
      fields.map((f) => f.name),
      initial,
    );
    const result = editing ? v.safeParse(StudentPatchSchema, payload) : v.safeParse(StudentFormSchema, payload);
    if (!result.success) {
      const flat = v.flatten(result.issues).nested ?? {};
      setErrors(Object.fromEntries(Object.entries(flat).map(([key, messages]) => [key, messages?.[0] ?? ''])));
      return;
    }
    setErrors({});
    try {
      if (student) {
        await update.mutateAsync({ path: { id: student.id }, body: payload as never });
        notify({ title: 'Student updated successfully!', variant: 'success' });
      } else {
        await create.mutateAsync({ body: payload as never });
        notify({ title: 'Student added successfully!', variant: 'success' });
      }
      onOpenChange(false);
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, editing ? 'Failed to update student' : 'Failed to add student'), variant: 'destructive' });
    }
  };

  const pending = create.isPending || update.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Student' : 'Add Student'}
      size="lg"
      description={editing ? 'Change the contact and location details.' : 'Fields marked * are required.'}
    >
      <form method="post" onSubmit={submit} noValidate>
        <div className={grid({ columns: 2, gap: '4' })}>
          {fields.map((f) => (
            <Field key={f.name} label={f.label} required={f.required && !(editing && OPTIONAL_IN_EDIT.includes(f.name))} error={errors[f.name]}>
              {f.type === 'gender' ? (
                <select className={input()} value={values[f.name]} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}>
                  <option value="">Select gender</option>
                  <option>Male</option>
                  <option>Female</option>
                  <option>Other</option>
                </select>
              ) : f.type === 'method' ? (
                <select className={input()} value={values[f.name]} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}>
                  <option value="">Not verified</option>
                  {VERIFICATION_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {METHOD_LABELS[method]}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className={input()}
                  type={f.type ?? 'text'}
                  value={values[f.name]}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
        <div className={flex({ justify: 'flex-end', gap: '3', mt: '6' })}>
          <button type="button" className={button({ variant: 'ghost' })} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={button()} disabled={pending}>
            {editing ? 'Save Changes' : 'Add Student'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
