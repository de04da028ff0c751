import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
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

/**
 * Ark UI's dialog with our recipe: above every page header (the zIndex ladder in theme/tokens.ts), focus trapped
 * and given back to what opened it, Escape closes, title and description announced. A tall dialog keeps its title,
 * close button and footer in view and scrolls its body.
 */
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
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {description ? <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description> : null}
            </div>
            {children ? <div className={styles.body}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            {dismissible ? (
              <ArkDialog.CloseTrigger aria-label="Close" className={styles.closeTrigger}>
                <X size={18} aria-hidden />
              </ArkDialog.CloseTrigger>
            ) : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
