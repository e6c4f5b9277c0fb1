import { separator } from '@/lib/format';
import {
  DIALOG_TYPES,
  MANUAL_CONFIDENCE,
  UploadDocumentInputSchema,
  classifications,
  fileSizeKb,
  fileSizeMb,
  titleFromFileName,
  type Classification,
  type ClassificationSuggestion,
  type UploadDocumentInput,
} from '@usra/domain/documents/document-schema';
import {
  TYPE_NOT_ACCEPTED,
  acceptAttribute,
  extensionOf,
  isAccepted,
  type UploadDialog,
} from '@usra/domain/documents/file-types';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { fieldProblems, getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useLinkTargets } from '../api/get-link-targets';
import { useSuggestClassification, useUploadDocument } from '../api/save-document';
import { formatNumber } from '../format';
import type { DocumentActions, UploadPreset } from '../hooks/use-document-actions';
import { SuggestionPanel } from './classify-tab';
import { CategoryGuide, isHomeCategory } from './category-guide';
import { useTypeName } from './document-list';
import { TextAreaField } from './text-area-field';

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

interface Values {
  title: string;
  documentType: string;
  description: string;
  classification: Classification | '';
  tags: string;
  expiryDate: string;
  isImportant: boolean;
  /** Quick Upload's link: "asset:<id>", "vehicle:<id>" or "". */
  link: string;
}

const initialValues = (kind: UploadDialog): Values => ({
  title: '',
  documentType: kind === 'home' ? '' : 'other',
  description: '',
  classification: '',
  tags: '',
  expiryDate: '',
  isImportant: false,
  link: '',
});

/** The messages each dialog uses (spec section 8). */
function useMessages(kind: UploadDialog) {
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

function UploadForm({
  kind,
  preset,
  onDone,
}: {
  kind: UploadDialog;
  preset: UploadPreset;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  const typeName = useTypeName();
  const messages = useMessages(kind);
  const [values, setValues] = useState<Values>(() => initialValues(kind));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'file', string>>>({});
  const [suggestion, setSuggestion] = useState<ClassificationSuggestion | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const suggest = useSuggestClassification();
  const upload = useUploadDocument();
  const targets = useLinkTargets(kind === 'quick');
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const chooseFile = (chosen: File | null) => {
    setErrors((current) => ({ ...current, file: undefined, title: undefined }));
    if (!chosen) {
      setFile(null);
      return;
    }
    if (!isAccepted(kind, extensionOf(chosen.name))) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setErrors((current) => ({
        ...current,
        file: translateValidationMessage(TYPE_NOT_ACCEPTED[kind]),
      }));
      return;
    }
    setFile(chosen);
    const title = titleFromFileName(chosen.name);
    setValues((current) => ({ ...current, title }));
    if (kind !== 'smart') return;
    // Analysing: a suggestion that pre-selects the classification; a failure is only logged.
    setSuggestion(null);
    suggest.mutate(
      {
        title,
        fileName: chosen.name,
        documentType: values.documentType === 'other' ? null : values.documentType,
        description: values.description || undefined,
      },
      {
        onSuccess: (answer) => {
          setSuggestion(answer);
          setValues((current) => ({
            ...current,
            classification: answer.classification,
            documentType:
              current.documentType === 'other' &&
              answer.documentType &&
              DIALOG_TYPES.smart.includes(answer.documentType.type)
                ? answer.documentType.type
                : current.documentType,
          }));
        },
        onError: (error) => console.warn('Document suggestion failed', error),
      },
    );
  };

  const metadata = (): UploadDocumentInput => {
    const [linkKind, linkId] = values.link.split(':');
    const classification = values.classification || null;
    return {
      dialog: kind,
      title: values.title,
      description: values.description || undefined,
      documentType: values.documentType || undefined,
      tags: values.tags,
      expiryDate: values.expiryDate || undefined,
      isImportant: values.isImportant,
      assetId: linkKind === 'asset' ? linkId : null,
      vehicleId: linkKind === 'vehicle' ? linkId : null,
      projectId: preset.projectId ?? null,
      classification: kind === 'home' ? null : classification,
      classificationConfidence:
        kind !== 'smart' || !classification
          ? 0
          : suggestion && suggestion.classification === classification
            ? suggestion.confidence
            : MANUAL_CONFIDENCE,
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blankTitle = values.title.trim() === '';
    // The spec's own first messages: a file, then a title (smart); all required fields (others).
    if (kind === 'smart' && !file) {
      setErrors({ file: t('upload.smart.fileRequired') });
      toast.error(t('toast.error'), { description: t('upload.smart.fileRequired') });
      return;
    }
    if (kind === 'smart' && blankTitle) {
      setErrors({ title: t('upload.smart.titleRequired') });
      toast.error(t('toast.error'), { description: t('upload.smart.titleRequired') });
      return;
    }
    if (!file || blankTitle || (kind === 'home' && !values.documentType)) {
      setErrors({
        file: file ? undefined : t('upload.smart.fileRequired'),
        title: blankTitle ? t('upload.smart.titleRequired') : undefined,
        documentType:
          kind === 'home' && !values.documentType ? t('upload.home.categoryRequired') : undefined,
      });
      messages.missing();
      return;
    }
    const input = metadata();
    const checked = UploadDocumentInputSchema.safeParse(input);
    if (!checked.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0] ?? 'title') as keyof Values;
        next[name] ??= translateValidationMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    setProgress(0);
    upload.mutate(
      { metadata: input, file, onProgress: setProgress },
      {
        onSuccess: () => {
          messages.done();
          setValues(initialValues(kind));
          setFile(null);
          setSuggestion(null);
          setProgress(null);
          onDone();
        },
        onError: (error) => {
          setProgress(null);
          const problems = fieldProblems(error);
          if (problems.length > 0) {
            const next: Partial<Record<keyof Values | 'file', string>> = {};
            for (const problem of problems) {
              const name = (problem.path.replace(/^metadata\./, '').split('.')[0] || 'file') as
                keyof Values | 'file';
              next[name in values || name === 'file' ? name : 'file'] ??=
                translateValidationMessage(problem.key);
            }
            setErrors(next);
          }
          messages.failed(
            problems.length > 0
              ? problems.map((p) => translateValidationMessage(p.key)).join(' ')
              : getErrorMessage(error),
          );
        },
      },
    );
  };

  const types = DIALOG_TYPES[kind];
  const busy = upload.isPending;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <div className="flex flex-col">
        <label htmlFor={fileId} className="mb-1.5 text-sm font-medium">
          {t('upload.file')} *
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={acceptAttribute(kind)}
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${fileId}-error`}
          className="w-full min-w-0 rounded-lg border border-dashed border-input bg-card p-3 text-sm file:me-3 file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-1.5 file:text-primary"
          data-testid="upload-file"
        />
        <p className="mt-1 text-xs text-muted-foreground">
          {t('upload.accepted', {
            list: acceptAttribute(kind).replaceAll('.', '').toUpperCase().replaceAll(',', ', '),
          })}
        </p>
        {file ? (
          <p className="mt-1 text-sm" data-testid="upload-file-size">
            <bdi>{file.name}</bdi>
            {separator(language)}
            {kind === 'home'
              ? t('upload.sizeMb', { size: formatNumber(fileSizeMb(file.size), language) })
              : t('upload.sizeKb', { size: formatNumber(fileSizeKb(file.size), language) })}
          </p>
        ) : null}
        <p
          id={`${fileId}-error`}
          aria-live="polite"
          className="mt-1.5 text-sm text-destructive empty:mt-0"
        >
          {errors.file}
        </p>
      </div>
      {kind === 'smart' && suggest.isPending ? (
        <p
          className="flex items-center gap-2 text-sm text-primary"
          role="status"
          data-testid="analysing"
        >
          <Spinner className="size-4" />
          {t('upload.smart.analysing')}
        </p>
      ) : null}
      {kind === 'smart' && suggestion ? <SuggestionPanel suggestion={suggestion} /> : null}
      <FormField
        label={`${t('fields.title')} *`}
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
        maxLength={200}
        data-testid="upload-title"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={kind === 'home' ? `${t('fields.category')} *` : t('fields.type')}
          value={values.documentType}
          onChange={(event) => set('documentType', event.target.value)}
          error={errors.documentType}
          data-testid="upload-type"
        >
          {kind === 'home' ? <option value="">{t('fields.chooseCategory')}</option> : null}
          {types.map((type) => (
            <option key={type} value={type}>
              {typeName(type)}
            </option>
          ))}
        </SelectField>
        {kind === 'smart' ? (
          <SelectField
            label={t('fields.classification')}
            value={values.classification}
            onChange={(event) => set('classification', event.target.value as Classification | '')}
            data-testid="upload-classification"
          >
            <option value="">{t('fields.noClassification')}</option>
            {classifications.map((value) => (
              <option key={value} value={value}>
                {t(`classification.${value}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'quick' ? (
          <SelectField
            label={t('fields.link')}
            value={values.link}
            onChange={(event) => set('link', event.target.value)}
            data-testid="upload-link"
          >
            <option value="">{t('fields.noLink')}</option>
            {targets.assets.length > 0 ? (
              <optgroup label={t('fields.assets')}>
                {targets.assets.map((asset) => (
                  <option key={asset.id} value={`asset:${asset.id}`}>
                    {asset.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {targets.vehicles.length > 0 ? (
              <optgroup label={t('fields.vehicles')}>
                {targets.vehicles.map((vehicle) => (
                  <option key={vehicle.id} value={`vehicle:${vehicle.id}`}>
                    {vehicle.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </SelectField>
        ) : null}
      </div>
      {kind === 'home' && isHomeCategory(values.documentType) ? (
        <CategoryGuide category={values.documentType} />
      ) : null}
      <TextAreaField
        label={t('fields.description')}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
        maxLength={2000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.tags')}
          value={values.tags}
          onChange={(event) => set('tags', event.target.value)}
          error={errors.tags}
          placeholder={t('fields.tagsHint')}
          data-testid="upload-tags"
        />
        <FormField
          label={t('fields.expiryDate')}
          type="date"
          value={values.expiryDate}
          onChange={(event) => set('expiryDate', event.target.value)}
          error={errors.expiryDate}
          data-testid="upload-expiry"
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.isImportant}
          onChange={(event) => set('isImportant', event.target.checked)}
          className="size-5"
        />
        {t('fields.important')}
      </label>
      {progress !== null ? (
        <div className="flex flex-col gap-1" data-testid="upload-progress">
          <span className="text-sm">
            {t('upload.uploading', { percent: formatNumber(progress, language) })}
          </span>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t('upload.progress')}
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={busy} data-testid="upload-submit">
          {busy ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
          {t('upload.submit')}
        </Button>
      </div>
    </form>
  );
}
