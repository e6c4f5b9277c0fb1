import { projectTypes, type Project } from '@usra/domain/documents/project-schema';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { translateValidationMessage } from '@/lib/error-message';
import { useMoney } from '@/lib/use-money';

export interface ProjectDraft {
  name: string;
  projectType: string;
  description: string;
  location: string;
  estimatedCost: string;
  actualCost: string;
  startDate: string;
  estimatedCompletion: string;
  permitRequired: boolean;
}

export const emptyDraft: ProjectDraft = {
  name: '',
  projectType: '',
  description: '',
  location: '',
  estimatedCost: '',
  actualCost: '',
  startDate: '',
  estimatedCompletion: '',
  permitRequired: false,
};

export function firstProblem(issues: { message: string }[]): string {
  return translateValidationMessage(issues[0]?.message) ?? '';
}

/** Name, type, description, location, costs, dates and permit: shared by Create and Edit. */
export function ProjectFields({
  draft,
  onChange,
  edit = false,
}: {
  draft: ProjectDraft;
  onChange: (change: Partial<ProjectDraft>) => void;
  edit?: boolean;
}) {
  const { t } = useTranslation('projects');
  const { symbol } = useMoney();
  return (
    <>
      <FormField
        label={`${t('fields.name')} *`}
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
        maxLength={100}
        data-testid="project-name-input"
      />
      <SelectField
        label={`${t('fields.type')} *`}
        value={draft.projectType}
        onChange={(e) => onChange({ projectType: e.target.value })}
        data-testid="project-type-input"
      >
        <option value="">{t('fields.chooseType')}</option>
        {projectTypes.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('fields.description')}
        value={draft.description}
        onChange={(e) => onChange({ description: e.target.value })}
        maxLength={2000}
      />
      <FormField
        label={`${t('fields.location')} *`}
        value={draft.location}
        onChange={(e) => onChange({ location: e.target.value })}
        maxLength={200}
        data-testid="project-location-input"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.estimatedCost', { currency: symbol })}
          type="text"
          inputMode="decimal"
          value={draft.estimatedCost}
          onChange={(e) => onChange({ estimatedCost: e.target.value })}
          data-testid="project-cost-input"
        />
        {edit ? (
          <FormField
            label={t('fields.actualCost', { currency: symbol })}
            type="text"
            inputMode="decimal"
            value={draft.actualCost}
            onChange={(e) => onChange({ actualCost: e.target.value })}
          />
        ) : null}
        <FormField
          label={t('fields.startDate')}
          type="date"
          value={draft.startDate}
          onChange={(e) => onChange({ startDate: e.target.value })}
        />
        {edit ? (
          <FormField
            label={t('fields.estimatedCompletion')}
            type="date"
            value={draft.estimatedCompletion}
            onChange={(e) => onChange({ estimatedCompletion: e.target.value })}
          />
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.permitRequired}
          onChange={(e) => onChange({ permitRequired: e.target.checked })}
        />
        {t('fields.permitRequired')}
      </label>
    </>
  );
}

export function draftOf(project: Project): ProjectDraft {
  return {
    name: project.name,
    projectType: project.projectType,
    description: project.description ?? '',
    location: project.location,
    estimatedCost: project.estimatedCost === null ? '' : String(project.estimatedCost),
    actualCost: project.actualCost === null ? '' : String(project.actualCost),
    startDate: project.startDate ?? '',
    estimatedCompletion: project.estimatedCompletion ?? '',
    permitRequired: project.permitRequired,
  };
}
