import type { ReactNode } from 'react';
import { button } from 'styled-system/recipes';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  pending?: boolean;
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, destructive, pending }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="button" className={button({ variant: destructive ? 'danger' : 'solid' })} onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
