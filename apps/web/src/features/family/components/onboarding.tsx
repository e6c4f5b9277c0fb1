import { timeZoneLabel } from '@/lib/time-zones';
import { useQueryClient } from '@tanstack/react-query';
import { FamilyNameInputSchema } from '@usra/domain/family/family-schema';
import { OptionalEmailSchema } from '@usra/domain/family/fields';
import { MemberNameSchema } from '@usra/domain/family/member-schema';
import { CreateVehicleInputSchema } from '@usra/domain/vehicles/vehicle-schema';
import { notificationSettingKeys, ONBOARDING_DONE_KEY } from '@usra/domain/family/settings-schema';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { readTheme, saveTheme } from '@/lib/appearance';
import { formatNumber } from '@/lib/dates';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { createFirstVehicle } from '../api/create-first-vehicle';
import { createInvitation } from '../api/create-invitation';
import { createMember } from '../api/create-member';
import { getOnboardingQueryOptions, useOnboarding } from '../api/get-onboarding';
import { renameFamily } from '../api/rename-family';
import { saveHomeAddress } from '../api/save-home-address';
import { updateFamilySetting } from '../api/update-family-setting';
import {
  emptyVehicleDraft,
  isVehicleDraftEmpty,
  OnboardingVehicleStep,
  vehicleDraftInput,
  type VehicleDraft,
} from './onboarding-vehicle-step';

const steps = ['family', 'home', 'timezone', 'members', 'vehicle', 'preferences'] as const;

interface MemberDraft {
  name: string;
  email: string;
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function timeZones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * First-run set-up after sign-up (DECISIONS: family name, home, time zone, members, first
 * vehicle, preferences).
 */
export function Onboarding({
  familyName,
  fullName,
}: {
  familyName: string;
  fullName: string | null;
}) {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onboarding = useOnboarding();
  const [step, setStep] = useState(0);
  const [name, setName] = useState(familyName);
  const [home, setHome] = useState('');
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [members, setMembers] = useState<MemberDraft[]>([{ name: '', email: '' }]);
  const [vehicle, setVehicle] = useState<VehicleDraft>(emptyVehicleDraft);
  const [dark, setDark] = useState(() => readTheme() === 'dark');
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZones(timeZone), [timeZone]);

  if (onboarding.isPending) return <Spinner className="mx-auto size-8 text-primary" />;
  // Never twice, and never for someone who joined an existing family.
  if (onboarding.data?.pending !== true)
    return <Navigate to={paths.app.dashboard.getHref()} replace />;

  const current = steps[step]!;
  const done = async () => {
    await updateFamilySetting({ key: ONBOARDING_DONE_KEY, value: true });
    queryClient.setQueryData(getOnboardingQueryOptions().queryKey, { pending: false });
    // What the set-up changed (family name, members, settings) refetches in the background.
    void queryClient.invalidateQueries();
    await navigate(paths.app.dashboard.getHref(), { replace: true });
  };

  const validate = (): boolean => {
    setError(null);
    if (current === 'family') {
      const result = FamilyNameInputSchema.safeParse({ name });
      if (!result.success) {
        setError(translateValidationMessage(result.error.issues[0]?.message) ?? null);
        return false;
      }
    }
    if (current === 'members') {
      for (const member of members) {
        if (!member.name.trim() && !member.email.trim()) continue;
        const nameProblem = MemberNameSchema.safeParse(member.name).error?.issues[0]?.message;
        const emailProblem = OptionalEmailSchema.safeParse(member.email).error?.issues[0]?.message;
        if (nameProblem || emailProblem) {
          setError(translateValidationMessage(nameProblem ?? emailProblem) ?? null);
          return false;
        }
      }
    }
    if (current === 'vehicle' && !isVehicleDraftEmpty(vehicle)) {
      const result = CreateVehicleInputSchema.safeParse(vehicleDraftInput(vehicle));
      if (!result.success) {
        setError(translateValidationMessage(result.error.issues[0]?.message) ?? null);
        return false;
      }
    }
    return true;
  };

  const finish = async () => {
    setSaving(true);
    try {
      if (name.trim() !== familyName) await renameFamily(name);
      if (home.trim()) {
        const { geocoded } = await saveHomeAddress(fullName, home);
        if (!geocoded) toast.warning(t('onboarding.notGeocoded'));
      }
      await updateFamilySetting({ key: 'timezone', value: timeZone });
      let notEmailed = 0;
      for (const member of members.filter((m) => m.name.trim())) {
        await createMember({ name: member.name, email: member.email });
        if (member.email.trim()) {
          const { emailed } = await createInvitation({
            role: 'member',
            invitedName: member.name,
            invitedEmail: member.email,
          });
          if (!emailed) notEmailed += 1;
        }
      }
      if (notEmailed > 0) toast.info(t('onboarding.invitesNotEmailed'));
      if (!isVehicleDraftEmpty(vehicle)) await createFirstVehicle(vehicleDraftInput(vehicle));
      saveTheme(dark ? 'dark' : 'system');
      if (!notify) {
        for (const key of notificationSettingKeys) await updateFamilySetting({ key, value: false });
      }
      toast.success(t('onboarding.finished'));
      await done();
    } catch (failure) {
      setError(getErrorMessage(failure));
      setSaving(false);
    }
  };

  const next = () => {
    if (!validate()) return;
    if (step < steps.length - 1) setStep(step + 1);
    else void finish();
  };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-primary" data-testid="onboarding-step">
          {t('onboarding.stepOf', {
            step: formatNumber(step + 1, language),
            total: formatNumber(steps.length, language),
          })}
        </p>
        <h1 className="text-2xl font-bold">{t(`onboarding.steps.${current}.title`)}</h1>
        <p className="text-muted-foreground">{t(`onboarding.steps.${current}.text`)}</p>
        <div className="flex gap-1" aria-hidden="true">
          {steps.map((s, i) => (
            <span
              key={s}
              className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-primary' : 'bg-muted'}`}
            />
          ))}
        </div>
      </div>

      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5">
        {current === 'family' ? (
          <FormField
            label={t('onboarding.familyName')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        ) : null}
        {current === 'home' ? (
          <FormField
            label={t('onboarding.homeAddress')}
            value={home}
            maxLength={500}
            onChange={(e) => setHome(e.target.value)}
          />
        ) : null}
        {current === 'timezone' ? (
          <SelectField
            label={t('onboarding.timezone')}
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone, language)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {current === 'members' ? (
          <div className="flex flex-col gap-3">
            {members.map((member, index) => (
              <div key={index} className="flex items-end gap-2">
                <FormField
                  className="flex-1"
                  label={t('onboarding.memberName', { number: index + 1 })}
                  value={member.name}
                  maxLength={100}
                  onChange={(e) =>
                    setMembers(
                      members.map((m, i) => (i === index ? { ...m, name: e.target.value } : m)),
                    )
                  }
                />
                <FormField
                  className="flex-1"
                  label={t('onboarding.memberEmail', { number: index + 1 })}
                  type="email"
                  dir="ltr"
                  value={member.email}
                  onChange={(e) =>
                    setMembers(
                      members.map((m, i) => (i === index ? { ...m, email: e.target.value } : m)),
                    )
                  }
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="mb-1.5"
                  aria-label={t('onboarding.removeMember', { number: index + 1 })}
                  onClick={() => setMembers(members.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ))}
            <Button
              variant="outline"
              className="self-start"
              onClick={() => setMembers([...members, { name: '', email: '' }])}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('onboarding.addAnother')}
            </Button>
            <p className="text-sm text-muted-foreground">{t('onboarding.emailInvites')}</p>
          </div>
        ) : null}
        {current === 'vehicle' ? (
          <OnboardingVehicleStep draft={vehicle} onChange={setVehicle} />
        ) : null}
        {current === 'preferences' ? (
          <div className="flex flex-col gap-3">
            <label className="flex items-center justify-between gap-3 text-sm font-medium">
              {t('onboarding.darkMode')}
              <input
                type="checkbox"
                role="switch"
                checked={dark}
                onChange={(e) => setDark(e.target.checked)}
                className="size-5"
              />
            </label>
            <label className="flex items-center justify-between gap-3 text-sm font-medium">
              {t('onboarding.familyNotifications')}
              <input
                type="checkbox"
                role="switch"
                checked={notify}
                onChange={(e) => setNotify(e.target.checked)}
                className="size-5"
              />
            </label>
          </div>
        ) : null}
        <p role="alert" className="text-sm text-destructive empty:hidden">
          {error}
        </p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" disabled={saving} onClick={() => void done()}>
          {t('onboarding.skip')}
        </Button>
        <div className="flex gap-2">
          {step > 0 ? (
            <Button variant="outline" disabled={saving} onClick={() => setStep(step - 1)}>
              {t('onboarding.back')}
            </Button>
          ) : null}
          <Button disabled={saving} onClick={next}>
            {saving ? <Spinner className="size-4" /> : null}
            {step < steps.length - 1 ? t('onboarding.next') : t('onboarding.finish')}
          </Button>
        </div>
      </div>
    </div>
  );
}
