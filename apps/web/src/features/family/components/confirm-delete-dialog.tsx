import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onConfirm: () => void;
  pending: boolean;
}

export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  pending,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('family');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      testId="confirm-dialog"
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" autoFocus onClick={() => onOpenChange(false)}>
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={pending}
          className="bg-destructive hover:bg-destructive/90"
        >
          {pending ? <Spinner className="size-4" /> : null}
          {t('actions.delete')}
        </Button>
      </div>
    </Modal>
  );
}
