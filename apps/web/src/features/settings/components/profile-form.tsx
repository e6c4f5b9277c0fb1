import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { UpdateProfileInputSchema, type Profile } from '@usra/domain/settings/settings-schema';
import type { Pin } from '@/components/map/pin-map';
import { PinPicker } from '@/components/map/pin-picker';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { useZodForm } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { usePublicConfig } from '@/lib/public-config';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

function ProfileFormFields({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  const form = useZodForm(UpdateProfileInputSchema, {
    defaultValues: { fullName: profile.fullName ?? '', homeAddress: profile.homeAddress ?? '' },
  });
  const { errors } = form.formState;
  const hasMap = usePublicConfig().map !== null;
  // A pin placed by hand on the map in this form; it goes with the address it was placed for.
  const [placed, setPlaced] = useState<{ pin: Pin; address: string } | null>(null);
  const address = (useWatch({ control: form.control, name: 'homeAddress' }) ?? '').trim();
  const savedPin =
    profile.homeLatitude !== null && profile.homeLongitude !== null
      ? { latitude: profile.homeLatitude, longitude: profile.homeLongitude }
      : null;
  const pinned = placed && placed.address === address ? placed.pin : null;
  const shownPin = pinned ?? (address === (profile.homeAddress ?? '') ? savedPin : null);
  const shownPrecision = pinned ? 'manual' : shownPin ? profile.homePrecision : null;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      {
        fullName: values.fullName ?? null,
        homeAddress: values.homeAddress ?? null,
        homePin: pinned,
      },
      {
        onSuccess: ({ geocoded }) => {
          if (!geocoded) toast.warning(t('profile.notGeocoded'));
          toast.success(t('profile.saved'));
        },
        onError: (error) =>
          toast.error(t('profile.saveFailed', { detail: getErrorMessage(error) })),
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormField
        label={t('profile.email')}
        value={profile.email}
        readOnly
        dir="ltr"
        description={<p className="text-xs text-muted-foreground">{t('profile.emailHint')}</p>}
      />
      <FormField
        label={t('profile.fullName')}
        autoComplete="name"
        maxLength={100}
        error={translateValidationMessage(errors.fullName?.message)}
        {...form.register('fullName')}
      />
      <FormField
        label={t('profile.homeAddress')}
        autoComplete="street-address"
        maxLength={500}
        error={translateValidationMessage(errors.homeAddress?.message)}
        description={
          <p className="text-xs text-muted-foreground">
            {profile.homeLatitude !== null && profile.homeLongitude !== null
              ? t('profile.coordinates', {
                  latitude: coordinate(profile.homeLatitude),
                  longitude: coordinate(profile.homeLongitude),
                })
              : profile.homeAddress
                ? t('profile.noCoordinates')
                : t('profile.homeAddressHint')}
            {profile.homeLatitude !== null && profile.homePrecision === 'city'
              ? ` ${t(hasMap ? 'profile.cityOnlyPin' : 'profile.cityOnly')}`
              : null}
          </p>
        }
        {...form.register('homeAddress')}
      />
      {address ? (
        <PinPicker
          pin={shownPin}
          precision={shownPrecision}
          onPlace={(pin) => setPlaced({ pin, address })}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

export function ProfileForm() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <FormAlert>{t('profile.loadFailed')}</FormAlert>;
  return <ProfileFormFields profile={profile.data} />;
}

/** A latitude or longitude to four places, in the reader's digits. */
function coordinate(value: number): string {
  return formatNumber(value, currentLanguage(), {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
    useGrouping: false,
  });
}
