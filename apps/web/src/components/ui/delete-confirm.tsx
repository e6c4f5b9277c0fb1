import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { getErrorMessage } from '@/lib/error-message';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteConfirmProps<T> {
  /** The row to delete; null keeps the dialog closed. */
  target: T | null;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The delete mutation (its `mutateAsync`); the dialog waits for it. */
  onDelete: (target: T) => Promise<unknown>;
  pending: boolean;
  /** The toasts: success, and failure (the error's own text is added under it). */
  deletedMessage: string;
  failedMessage: string;
}

/**
 * Asks before deleting a row, then says how it went. After a failure the dialog stays open, so
 * the user can try again or cancel.
 */
export function DeleteConfirm<T>({
  target,
  onClose,
  onDelete,
  deletedMessage,
  failedMessage,
  ...dialog
}: DeleteConfirmProps<T>) {
  const confirm = () => {
    if (target === null) return;
    void onDelete(target).then(
      () => {
        toast.success(deletedMessage);
        onClose();
      },
      (error: unknown) => toast.error(failedMessage, { description: getErrorMessage(error) }),
    );
  };
  return (
    <ConfirmDialog
      {...dialog}
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={confirm}
      destructive
    />
  );
}
