import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** false for dialogs the user must answer (e.g. account verification) */
  dismissible?: boolean;
};

/** Ark UI's dialog with our recipe: focus trapped, Escape closes, title and description announced. */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md', dismissible = true }: DialogProps) {
  const styles = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={dismissible}
      closeOnEscape={dismissible}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            {description ? <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description> : null}
            {children}
            {footer ? <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', mt: '6', flexWrap: 'wrap' })}>{footer}</div> : null}
            {dismissible ? (
              <ArkDialog.CloseTrigger aria-label="Close" className={css({ position: 'absolute', top: '4', right: '4', cursor: 'pointer', color: 'fg.subtle', _hover: { color: 'fg.default' } })}>
                <X size={18} />
              </ArkDialog.CloseTrigger>
            ) : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
