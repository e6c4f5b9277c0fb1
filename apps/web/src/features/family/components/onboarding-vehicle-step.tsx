import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';

export interface VehicleDraft {
  name: string;
  make: string;
  model: string;
  year: string;
  mileage: string;
}

export const emptyVehicleDraft: VehicleDraft = {
  name: '',
  make: '',
  model: '',
  year: '',
  mileage: '',
};

/** True when the step was left empty: no vehicle is added. */
export const isVehicleDraftEmpty = (draft: VehicleDraft) =>
  Object.values(draft).every((value) => value.trim() === '');

/** The request body of a draft (blank optional fields are sent as null, as the form does). */
export function vehicleDraftInput(draft: VehicleDraft) {
  return {
    name: draft.name,
    make: draft.make,
    model: draft.model,
    ...(draft.year.trim() ? { year: draft.year.trim() } : {}),
    ...(draft.mileage.trim() ? { mileage: draft.mileage.trim() } : {}),
  };
}

/** The first-run set-up's optional "first vehicle" step (more on the Vehicles screen later). */
export function OnboardingVehicleStep({
  draft,
  onChange,
}: {
  draft: VehicleDraft;
  onChange: (draft: VehicleDraft) => void;
}) {
  const { t } = useTranslation('family');
  const field = (key: keyof VehicleDraft) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...draft, [key]: e.target.value }),
  });
  return (
    <div className="flex flex-col gap-3">
      <FormField label={t('onboarding.vehicle.name')} maxLength={100} {...field('name')} />
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('onboarding.vehicle.make')} maxLength={100} {...field('make')} />
        <FormField label={t('onboarding.vehicle.model')} maxLength={100} {...field('model')} />
        <FormField
          label={t('onboarding.vehicle.year')}
          inputMode="numeric"
          dir="ltr"
          {...field('year')}
        />
        <FormField
          label={t('onboarding.vehicle.mileage')}
          inputMode="numeric"
          dir="ltr"
          {...field('mileage')}
        />
      </div>
      <p className="text-sm text-muted-foreground">{t('onboarding.vehicle.later')}</p>
    </div>
  );
}
