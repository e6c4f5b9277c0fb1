import { type UploadDialog } from '@usra/domain/documents/file-types';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** The messages each dialog uses (spec section 8). */
export function useMessages(kind: UploadDialog) {
  const { t } = useTranslation('documents');
  return {
    missing: () => {
      if (kind === 'quick')
        toast.error(t('upload.quick.missing'), { description: t('upload.quick.missingBody') });
      else if (kind === 'home')
        toast.error(t('upload.home.missing'), { description: t('upload.home.missingBody') });
    },
    done: () => {
      if (kind === 'smart')
        toast.success(t('toast.success'), { description: t('upload.smart.done') });
      else if (kind === 'quick')
        toast.success(t('upload.quick.done'), { description: t('upload.quick.doneBody') });
      else toast.success(t('upload.home.done'));
    },
    failed: (detail: string) => {
      const title = kind === 'smart' ? t('toast.error') : t(`upload.${kind}.failed`);
      const body = kind === 'smart' ? t('upload.smart.failed') : t('upload.failedBody');
      toast.error(title, { description: `${body} ${detail}`.trim() });
    },
  };
}
