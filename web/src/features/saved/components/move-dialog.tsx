import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Dialog } from '@/components/ui/dialog';
import type { Collection } from '../api/collections';
import { plural } from '@/lib/plural';

type Props = {
  open: boolean;
  count: number;
  collections: Collection[];
  showArchived: boolean;
  pending: boolean;
  onClose: () => void;
  onMove: (collectionId: string | null) => void;
};

/** Bulk "Move to Collection": archived collections are targets only while Show Archived is on (spec 001 §4). */
export function MoveDialog({ open, count, collections, showArchived, pending, onClose, onMove }: Props) {
  const [target, setTarget] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets the choice each time the dialog opens; `open` is the trigger, not an input
  useEffect(() => setTarget(null), [open]);
  const targets = collections.filter((c) => showArchived || !c.isArchived);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Move to Collection"
      description={`Move ${count} selected ${count === 1 ? 'student' : 'students'} to:`}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button()} disabled={pending} onClick={() => onMove(target)}>
            Move
          </button>
        </>
      }
    >
      <div role="radiogroup" aria-label="Target collection" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {targets.map((collection) => (
          <label
            key={collection.id}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              p: '3',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'md',
              cursor: 'pointer',
              _hover: { bg: 'bg.subtle' },
            })}
          >
            <input type="radio" name="move-target" checked={target === collection.id} onChange={() => setTarget(collection.id)} />
            <span aria-hidden className={css({ w: '3', h: '3', borderRadius: 'full' })} style={{ background: collection.color }} />
            <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{collection.name}</span>
            {collection.isArchived ? <span className={css({ fontSize: 'xs', color: 'warning.700' })}>Archived</span> : null}
            <span className={css({ ml: 'auto', fontSize: 'xs', color: 'fg.muted' })}>{plural(collection.studentCount, 'student')}</span>
          </label>
        ))}
      </div>
    </Dialog>
  );
}
