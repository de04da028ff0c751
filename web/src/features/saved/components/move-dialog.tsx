import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { CollectionChoiceDialog } from '@/components/ui/collection-choice-dialog';
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
  return (
    <CollectionChoiceDialog
      open={open}
      title="Move to Collection"
      description={`Move ${count} selected ${count === 1 ? 'student' : 'students'} to:`}
      listLabel="Target collection"
      name="move-target"
      collections={collections.filter((c) => showArchived || !c.isArchived)}
      chosen={target}
      onChoose={setTarget}
      aside={(collection) => (
        <>
          {collection.isArchived ? <span className={css({ fontSize: 'xs', color: 'warning.default' })}>Archived</span> : null}
          <span className={hint({ size: 'xs', ml: 'auto' })}>{plural(collection.studentCount, 'student')}</span>
        </>
      )}
      confirmLabel="Move"
      confirmDisabled={pending}
      onConfirm={() => onMove(target)}
      onClose={onClose}
    />
  );
}
