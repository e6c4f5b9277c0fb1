import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
}

/** Asks before an action that is hard to undo; focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content
          role="alertdialog"
          data-testid="confirm-dialog"
          className="fixed start-1/2 top-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 flex-col gap-4 rounded-xl bg-card p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {description}
          </Dialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" autoFocus>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              onClick={onConfirm}
              disabled={pending}
              className={destructive ? 'bg-destructive hover:bg-destructive/90' : undefined}
            >
              {pending ? <Spinner className="size-4" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
