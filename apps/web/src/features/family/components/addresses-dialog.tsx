import {
  addressTypes,
  CreateAddressInputSchema,
  type AddressType,
  type MemberAddress,
  type PlacePrecision,
} from '@usra/domain/family/address-schema';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import { LocateFixed, MapPin, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PinPicker } from '@/components/map/pin-picker';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/dates';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';
import { useZodForm } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { usePublicConfig } from '@/lib/public-config';
import { useDeleteAddress } from '../api/delete-address';
import { useGeocode } from '../api/geocode';
import { useAddresses } from '../api/get-addresses';
import { useSaveAddress } from '../api/save-address';
import { LoadError } from './load-error';

type FormValues = {
  address: string;
  addressType: AddressType;
  label: string;
  latitude: number | null;
  longitude: number | null;
  precision: PlacePrecision | null;
};

function valuesOf(address: MemberAddress | null): FormValues {
  return {
    address: address?.address ?? '',
    addressType: address?.addressType ?? 'home',
    label: address?.label ?? '',
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    precision: address?.precision ?? null,
  };
}

/** How exact a saved position is; "only the city" advises the pin only where there is a map. */
function precisionKey(precision: PlacePrecision, hasMap: boolean) {
  return precision === 'city' && hasMap
    ? 'addresses.precision.cityPin'
    : (`addresses.precision.${precision}` as const);
}

function AddressForm({
  memberId,
  address,
  onDone,
}: {
  memberId: string;
  address: MemberAddress | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('family');
  const hasMap = usePublicConfig().map !== null;
  const save = useSaveAddress();
  const lookUp = useGeocode();
  const form = useZodForm(CreateAddressInputSchema, {
    defaultValues: valuesOf(address),
  });
  const { errors } = form.formState;
  const [text, latitude, longitude, precision] = useWatch({
    control: form.control,
    name: ['address', 'latitude', 'longitude', 'precision'],
  });

  const onLookUp = () => {
    lookUp.mutate(text.trim(), {
      onSuccess: (result) => {
        if (!result) {
          toast.error(t('addresses.notFound'));
          return;
        }
        form.setValue('latitude', result.latitude);
        form.setValue('longitude', result.longitude);
        form.setValue('precision', result.precision);
        toast.success(t('addresses.found'));
      },
      onError: (error) => toast.error(`${t('addresses.notFound')}: ${getErrorMessage(error)}`),
    });
  };

  const onSubmit = form.handleSubmit((input) => {
    const failed = t(address ? 'addresses.updateFailed' : 'addresses.addFailed');
    save.mutate(address ? { memberId, id: address.id, input } : { memberId, id: null, input }, {
      onSuccess: () => {
        toast.success(t(address ? 'addresses.updated' : 'addresses.added'));
        onDone();
      },
      onError: (error) => {
        if (!applyFieldProblems(error, form.setError, ['address', 'addressType', 'label'])) {
          toast.error(`${failed}: ${getErrorMessage(error)}`);
        }
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-xl border border-border bg-muted/50 p-4"
      data-testid="address-form"
    >
      <div className="flex items-end gap-2">
        <FormField
          className="flex-1"
          label={t('addresses.address')}
          maxLength={500}
          error={translateValidationMessage(errors.address?.message)}
          {...form.register('address', {
            onChange: () => {
              form.setValue('latitude', null);
              form.setValue('longitude', null);
              form.setValue('precision', null);
            },
          })}
        />
        <Button
          variant="outline"
          className={errors.address ? 'mb-7' : undefined}
          disabled={!text.trim() || lookUp.isPending}
          onClick={onLookUp}
        >
          {lookUp.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <LocateFixed aria-hidden="true" className="size-4" />
          )}
          {t('addresses.lookUp')}
        </Button>
      </div>
      {latitude !== null && longitude !== null ? (
        <p className="text-sm text-muted-foreground">
          <bdi dir="ltr" data-testid="address-coordinates">
            {latitude.toFixed(4)}, {longitude.toFixed(4)}
          </bdi>
          {precision === 'city' ? (
            <span data-testid="address-precision"> {t(precisionKey('city', hasMap))}</span>
          ) : null}
        </p>
      ) : null}
      <PinPicker
        pin={latitude !== null && longitude !== null ? { latitude, longitude } : null}
        precision={precision}
        onPlace={(pin) => {
          form.setValue('latitude', pin.latitude);
          form.setValue('longitude', pin.longitude);
          form.setValue('precision', 'manual');
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('addresses.type')} {...form.register('addressType')}>
          {addressTypes.map((type) => (
            <option key={type} value={type}>
              {t(`addresses.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <FormField label={t('addresses.label')} maxLength={100} {...form.register('label')} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** Manage Addresses for one member (spec core, Family screen). */
export function AddressesDialog({
  member,
  onClose,
}: {
  member: FamilyMember;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  const hasMap = usePublicConfig().map !== null;
  const addresses = useAddresses(member.id);
  const remove = useDeleteAddress();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<MemberAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MemberAddress | null>(null);

  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const list = addresses.data ?? [];
    if (!needle) return list;
    return list.filter((a) => `${a.address} ${a.label ?? ''}`.toLocaleLowerCase().includes(needle));
  }, [addresses.data, search]);

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('addresses.title', { name: member.name })}
      size="lg"
      testId="addresses-dialog"
    >
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative flex-1">
          <span className="sr-only">{t('addresses.search')}</span>
          <Search
            aria-hidden="true"
            className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('addresses.search')}
            className="h-10 w-full rounded-lg border border-input bg-card ps-9 pe-3 text-sm"
          />
        </label>
        <Button
          onClick={() => setEditing(editing === 'new' ? null : 'new')}
          aria-expanded={editing === 'new'}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('addresses.add')}
        </Button>
      </div>
      {editing === 'new' ? (
        <AddressForm memberId={member.id} address={null} onDone={() => setEditing(null)} />
      ) : null}
      <p className="text-sm font-medium" data-testid="address-count">
        {t('addresses.count', {
          count: addresses.data?.length ?? 0,
          countText: formatNumber(addresses.data?.length ?? 0, language),
        })}
      </p>
      {addresses.isPending ? (
        <Spinner />
      ) : addresses.isError ? (
        <LoadError error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {search ? t('addresses.noMatch') : t('addresses.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((address) =>
            editing !== null && editing !== 'new' && editing.id === address.id ? (
              <li key={address.id}>
                <AddressForm
                  memberId={member.id}
                  address={address}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <li
                key={address.id}
                data-testid="address-item"
                className="flex items-start gap-3 rounded-xl border border-border p-3"
              >
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                      {t(`addresses.types.${address.addressType}`)}
                    </span>
                    {address.label ? (
                      <span className="text-sm font-medium">{address.label}</span>
                    ) : null}
                  </div>
                  <p className="text-sm break-words">{address.address}</p>
                  {address.latitude !== null && address.longitude !== null ? (
                    <p className="text-xs text-muted-foreground" data-testid="address-place">
                      <bdi dir="ltr">
                        {address.latitude.toFixed(4)}, {address.longitude.toFixed(4)}
                      </bdi>
                      {address.precision ? (
                        <span className="block" data-testid="address-precision">
                          {t(precisionKey(address.precision, hasMap))}
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${t('actions.edit')}: ${address.address}`}
                  onClick={() => setEditing(address)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive"
                  aria-label={`${t('actions.delete')}: ${address.address}`}
                  onClick={() => setDeleting(address)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('addresses.deleteTitle')}
        description={deleting?.address ?? ''}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onDelete={(address) => remove.mutateAsync({ memberId: member.id, id: address.id })}
        pending={remove.isPending}
        deletedMessage={t('addresses.deleted')}
        failedMessage={t('addresses.deleteFailed')}
      />
    </Modal>
  );
}
