import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import type { DocumentActions } from '../hooks/use-document-actions';
import { UploadForm } from './upload-form';

/** The three upload dialogs; one is open at a time. */
export function UploadDialogs({ actions }: { actions: DocumentActions }) {
  const { t } = useTranslation('documents');
  const open = actions.upload;
  return (
    <Modal
      open={open !== null}
      onOpenChange={(next) => {
        if (!next) actions.closeUpload();
      }}
      title={open ? t(`upload.${open.kind}.title`) : ''}
      description={open ? t(`upload.${open.kind}.description`) : undefined}
      size="lg"
      testId={open ? `upload-dialog-${open.kind}` : undefined}
    >
      {open ? (
        <UploadForm
          key={open.kind}
          kind={open.kind}
          preset={open.preset}
          onDone={actions.closeUpload}
        />
      ) : null}
    </Modal>
  );
}
