import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';

interface DemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicles: Vehicle[];
  /** The vehicle to offer first (the one shown on Health Monitoring). */
  vehicleId: string | null;
  pending: boolean;
  onStart: (vehicleId: string) => Promise<void>;
}

/** Try the demo device: a clearly labelled adapter that streams a simulated drive. */
export function DemoDialog({
  open,
  onOpenChange,
  vehicles,
  vehicleId,
  pending,
  onStart,
}: DemoDialogProps) {
  const { t } = useTranslation('vehicles');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('demo.title')} testId="demo-dialog">
      {open ? (
        <DemoForm
          vehicles={vehicles}
          initial={vehicleId ?? vehicles[0]?.id ?? ''}
          pending={pending}
          onStart={onStart}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}

function DemoForm({
  vehicles,
  initial,
  pending,
  onStart,
  onCancel,
}: {
  vehicles: Vehicle[];
  initial: string;
  pending: boolean;
  onStart: (vehicleId: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('vehicles');
  const [vehicleId, setVehicleId] = useState(initial);
  if (vehicles.length === 0) return <p className="text-sm">{t('demo.needVehicle')}</p>;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onStart(vehicleId);
      }}
    >
      <p className="text-sm text-muted-foreground">{t('demo.body')}</p>
      <SelectField
        label={t('demo.vehicle')}
        value={vehicleId}
        onChange={(e) => setVehicleId(e.target.value)}
      >
        {vehicles.map((vehicle) => (
          <option key={vehicle.id} value={vehicle.id}>
            {vehicle.name}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending || !vehicleId}>
          {pending ? <Spinner /> : <FlaskConical aria-hidden="true" className="size-4" />}
          {t('demo.start')}
        </Button>
      </div>
    </form>
  );
}
