import { Link2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { failureToast } from '@/lib/failure-toast';
import { useDocuments } from '../api/get-documents';
import { useUpdateDocument } from '../api/save-document';
import type { DocumentActions } from '../hooks/use-document-actions';
import { DocumentList } from './document-list';

/**
 * A project's documents (the Projects tab's Documents dialog): attach an existing one, upload
 * one linked to it, and the list.
 */
export function ProjectDocuments({
  projectId,
  actions,
  today,
  onClose,
}: {
  projectId: string;
  actions: DocumentActions;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const linked = useDocuments({ projectId: projectId });
  const all = useDocuments({});
  const attach = useUpdateDocument();
  const [choice, setChoice] = useState('');
  const candidates = (all.data?.documents ?? []).filter((doc) => doc.projectId !== projectId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('projects.attachExisting')}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="min-w-0 flex-1"
          data-testid="attach-select"
        >
          <option value="">{t('projects.chooseDocument')}</option>
          {candidates.map((doc) => (
            <option key={doc.id} value={doc.id}>
              {doc.title}
            </option>
          ))}
        </SelectField>
        <Button
          className="mb-7"
          disabled={!choice || attach.isPending}
          onClick={() =>
            attach.mutate(
              { id: choice, input: { projectId: projectId } },
              {
                onSuccess: () => {
                  setChoice('');
                  toast.success(t('projects.attached'));
                },
                onError: (error) => failureToast(t('projects.attachFailed'), error),
              },
            )
          }
          data-testid="attach-button"
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t('projects.attach')}
        </Button>
      </div>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => {
          onClose();
          actions.openUpload('quick', { projectId: projectId });
        }}
      >
        <Upload aria-hidden="true" className="size-4" />
        {t('projects.uploadLinked')}
      </Button>
      {!linked.data ? (
        <Spinner className="size-6" />
      ) : linked.data.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="project-docs-empty">
          {t('projects.noDocuments')}
        </p>
      ) : (
        <DocumentList
          documents={linked.data.documents}
          today={today}
          actions={actions}
          testId="project-docs"
        />
      )}
    </div>
  );
}
