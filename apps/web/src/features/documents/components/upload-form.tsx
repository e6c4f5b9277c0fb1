import { separator } from '@/lib/format';
import {
  DIALOG_TYPES,
  classifications,
  fileSizeKb,
  fileSizeMb,
  titleFromFileName,
  type ClassificationSuggestion,
} from '@usra/domain/documents/document-schema';
import {
  TYPE_NOT_ACCEPTED,
  acceptAttribute,
  extensionOf,
  isAccepted,
  type UploadDialog,
} from '@usra/domain/documents/file-types';
import { Upload } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { fieldProblems, getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { useLinkTargets } from '../api/get-link-targets';
import { useSuggestClassification, useUploadDocument } from '../api/save-document';
import { formatNumber } from '../format';
import type { UploadPreset } from '../hooks/use-document-actions';
import { SuggestionPanel } from './classify-tab';
import { CategoryGuide, isHomeCategory } from './category-guide';
import { useTypeName } from './document-list';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useMessages } from './upload-messages';
import { initialValues, uploadSchema, type UploadValues } from './upload-schema';

type Field = keyof UploadValues;

export function UploadForm({
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
  const [suggestion, setSuggestion] = useState<ClassificationSuggestion | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const projectId = preset.projectId ?? null;
  const schema = useMemo(
    () => uploadSchema(kind, projectId, suggestion),
    [kind, projectId, suggestion],
  );
  // Errors are checked again on the next submit; a field's own change clears its error.
  const form = useZodForm(schema, {
    defaultValues: { ...initialValues(kind), file: null } as UploadValues,
    reValidateMode: 'onSubmit',
  });
  const { register, setValue, getValues, setError, clearErrors, formState } = form;
  const [file, documentType] = useWatch({ control: form.control, name: ['file', 'documentType'] });
  const error = (name: Field) => translateValidationMessage(formState.errors[name]?.message);
  const field = (name: Exclude<Field, 'file'>) =>
    register(name, { onChange: () => clearErrors(name) });
  const suggest = useSuggestClassification();
  const upload = useUploadDocument();
  const targets = useLinkTargets(kind === 'quick');
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const chooseFile = (chosen: File | null) => {
    clearErrors(['file', 'title']);
    if (!chosen) {
      setValue('file', null);
      return;
    }
    if (!isAccepted(kind, extensionOf(chosen.name))) {
      setValue('file', null);
      if (fileInput.current) fileInput.current.value = '';
      setError('file', { message: translateValidationMessage(TYPE_NOT_ACCEPTED[kind]) });
      return;
    }
    setValue('file', chosen);
    const title = titleFromFileName(chosen.name);
    setValue('title', title);
    if (kind !== 'smart') return;
    // Analysing: a suggestion that pre-selects the classification; a failure is only logged.
    setSuggestion(null);
    const current = getValues();
    suggest.mutate(
      {
        title,
        fileName: chosen.name,
        documentType: current.documentType === 'other' ? null : current.documentType,
        description: current.description || undefined,
      },
      {
        onSuccess: (answer) => {
          setSuggestion(answer);
          setValue('classification', answer.classification);
          if (
            getValues('documentType') === 'other' &&
            answer.documentType &&
            DIALOG_TYPES.smart.includes(answer.documentType.type)
          )
            setValue('documentType', answer.documentType.type);
        },
        onError: (failure) => console.warn('Document suggestion failed', failure),
      },
    );
  };

  /** The spec's own first messages: a file, then a title (smart); all required fields (others). */
  const missingRequired = (): boolean => {
    const values = getValues();
    const blankTitle = values.title.trim() === '';
    const fileRequired = t('upload.smart.fileRequired');
    const titleRequired = t('upload.smart.titleRequired');
    if (kind === 'smart' && (!values.file || blankTitle)) {
      const [name, message] = !values.file
        ? (['file', fileRequired] as const)
        : (['title', titleRequired] as const);
      clearErrors();
      setError(name, { message });
      toast.error(t('toast.error'), { description: message });
      return true;
    }
    const homeType = kind === 'home' && !values.documentType;
    if (!values.file || blankTitle || homeType) {
      clearErrors();
      if (!values.file) setError('file', { message: fileRequired });
      if (blankTitle) setError('title', { message: titleRequired });
      if (homeType) setError('documentType', { message: t('upload.home.categoryRequired') });
      messages.missing();
      return true;
    }
    return false;
  };

  const send = form.handleSubmit(({ file: chosen, metadata }) => {
    if (!chosen) return;
    setProgress(0);
    upload.mutate(
      { metadata, file: chosen, onProgress: setProgress },
      {
        onSuccess: () => {
          messages.done();
          form.reset({ ...initialValues(kind), file: null });
          setSuggestion(null);
          setProgress(null);
          onDone();
        },
        onError: (failure) => {
          setProgress(null);
          const problems = fieldProblems(failure);
          const names = new Set<string>();
          for (const problem of problems) {
            const name = problem.path.replace(/^metadata\./, '').split('.')[0] || 'file';
            const target = (name in initialValues(kind) ? name : 'file') as Field;
            if (names.has(target)) continue;
            names.add(target);
            setError(target, { type: 'server', message: problem.key });
          }
          messages.failed(
            problems.length > 0
              ? problems.map((p) => translateValidationMessage(p.key)).join(' ')
              : getErrorMessage(failure),
          );
        },
      },
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missingRequired()) return;
    void send(event);
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
          aria-invalid={formState.errors.file ? true : undefined}
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
          {error('file')}
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
        {...field('title')}
        error={error('title')}
        maxLength={200}
        data-testid="upload-title"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={kind === 'home' ? `${t('fields.category')} *` : t('fields.type')}
          {...field('documentType')}
          error={error('documentType')}
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
            {...field('classification')}
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
          <SelectField label={t('fields.link')} {...field('link')} data-testid="upload-link">
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
      {kind === 'home' && isHomeCategory(documentType) ? (
        <CategoryGuide category={documentType} />
      ) : null}
      <TextAreaField
        label={t('fields.description')}
        {...field('description')}
        error={error('description')}
        maxLength={2000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.tags')}
          {...field('tags')}
          error={error('tags')}
          placeholder={t('fields.tagsHint')}
          data-testid="upload-tags"
        />
        <FormField
          label={t('fields.expiryDate')}
          type="date"
          {...field('expiryDate')}
          error={error('expiryDate')}
          data-testid="upload-expiry"
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...field('isImportant')} className="size-5" />
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
