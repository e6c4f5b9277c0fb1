import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/alert';
import { buttonClasses, Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useAccountDeletion } from '../api/delete-account';
import { EXPORT_URL, useImportData } from '../api/import-data';
import { SettingsCard } from './settings-page';

export function DataManagement() {
  const { t } = useTranslation('settings');
  const importData = useImportData();
  // Only the family's owner may import (the server refuses anyone else with 403).
  const owner = useAccountDeletion(true).data?.isOwner;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    importData.mutate(file, {
      onSuccess: (counts) => {
        const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
        toast.success(t('data.imported', { count: rows }));
      },
      onError: (error) => setProblem(t('data.importFailed', { detail: getErrorMessage(error) })),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <SettingsCard
        id="data-export"
        title={t('data.exportTitle')}
        description={t('data.exportHint')}
      >
        <div>
          <a href={EXPORT_URL} download className={buttonClasses('primary', 'md')}>
            <Download aria-hidden="true" className="size-4" />
            {t('data.export')}
          </a>
        </div>
      </SettingsCard>
      <SettingsCard
        id="data-import"
        title={t('data.importTitle')}
        description={t('data.importHint')}
      >
        <FormAlert>{problem}</FormAlert>
        {owner === false ? (
          <p className="text-sm text-muted-foreground" data-testid="import-owner-only">
            {t('data.importOwnerOnly')}
          </p>
        ) : null}
        {owner ? (
          <>
            <input
              ref={input}
              type="file"
              accept=".zip,application/zip"
              className="sr-only"
              aria-label={t('data.chooseFile')}
              data-testid="import-file"
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            <div>
              <Button
                variant="outline"
                onClick={() => input.current?.click()}
                disabled={importData.isPending}
              >
                {importData.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <Upload aria-hidden="true" className="size-4" />
                )}
                {t('data.import')}
              </Button>
            </div>
          </>
        ) : null}
      </SettingsCard>
    </div>
  );
}
