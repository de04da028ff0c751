import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { CADENCE_LABELS, CADENCES, type Cadence, NAME_MAX_LENGTH } from '@domain/alerts/domain/saved-search.schema';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';

type Props = { open: boolean; pending: boolean; suggestedName: string; onClose: () => void; onSave: (name: string, cadence: Cadence) => void };

/** Names the portal's current filters and search, and chooses how often new matches are e-mailed. */
export function SaveSearchDialog({ open, pending, suggestedName, onClose, onSave }: Props) {
  const [name, setName] = useState(suggestedName);
  const [cadence, setCadence] = useState<Cadence>('daily');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setName(suggestedName);
      setCadence('daily');
      setError(undefined);
    }
  }, [open, suggestedName]);

  const submit = () => {
    if (!name.trim()) {
      setError('Give the search a name');
      return;
    }
    onSave(name.trim(), cadence);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Save this search"
      description="Keep the current filters and search. We count the students added since you last looked, and can e-mail you new matches."
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="save-search-form" className={button()} disabled={pending}>
            Save search
          </button>
        </>
      }
    >
      <form
        id="save-search-form"
        method="post"
        className={flex({ direction: 'column', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Name" required error={error}>
          <input className={input()} value={name} maxLength={NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
        </Field>
        <fieldset className={flex({ direction: 'column', gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>E-mail me new matches</legend>
          {CADENCES.map((option) => (
            <label key={option} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' })}>
              <input type="radio" name="cadence" value={option} checked={cadence === option} onChange={() => setCadence(option)} />
              {CADENCE_LABELS[option]}
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
