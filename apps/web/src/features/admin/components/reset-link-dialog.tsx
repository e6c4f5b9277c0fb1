import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import type { ResetLink } from '../api/make-reset-link';

interface ResetLinkDialogProps {
  made: { name: string; link: ResetLink } | null;
  onClose: () => void;
}

/** The link an admin made: shown to copy and pass on; nothing was e-mailed. */
export function ResetLinkDialog({ made, onClose }: ResetLinkDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.resolvedLanguage);
  return (
    <Modal
      open={made !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('resetLink.title', { name: made?.name ?? '' })}
      description={t('resetLink.body')}
      testId="reset-link-dialog"
    >
      {made ? (
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('resetLink.link')}
            <input
              readOnly
              dir="ltr"
              value={made.link.link}
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full rounded-lg border border-input bg-muted px-3 text-sm"
              data-testid="reset-link"
            />
          </label>
          <p className="text-sm text-muted-foreground">
            {t('resetLink.expires', {
              time: formatDateTime(made.link.expiresAt, language, 'short'),
            })}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('resetLink.close')}
            </Button>
            <Button
              onClick={() =>
                void navigator.clipboard.writeText(made.link.link).then(
                  () => toast.success(t('resetLink.copied')),
                  () => toast.error(t('resetLink.copyFailed')),
                )
              }
            >
              <Copy aria-hidden="true" className="size-4" />
              {t('resetLink.copy')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
