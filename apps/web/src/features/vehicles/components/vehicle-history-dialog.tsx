import type { FuelLog, ServiceLog, Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { LinkedDocuments } from '@/components/ui/linked-documents';
import { Modal } from '@/components/ui/modal';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage, type Language } from '@/lib/i18n';
import { useDeleteFuelLog } from '../api/delete-fuel-log';
import { useDeleteServiceLog } from '../api/delete-service-log';
import { useFuelLogs } from '../api/get-fuel-logs';
import { useLinkedDocuments } from '@/lib/use-linked-documents';
import { useServiceLogs } from '../api/get-service-logs';
import { useVehicle } from '../api/get-vehicle';
import {
  formatCostPerDistance,
  formatDecimal,
  formatMoney,
  formatOdometer,
  formatVolume,
} from '../format';
import { economyInUnits } from '../units';
import { LoadState } from '@/components/ui/load-state';

interface VehicleHistoryDialogProps {
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** A vehicle's fuel log with its economy, and its service log; entries can be deleted. */
export function VehicleHistoryDialog({ vehicle, onClose }: VehicleHistoryDialogProps) {
  const { t } = useTranslation('vehicles');
  return (
    <Modal
      open={vehicle !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('history.title', { name: vehicle?.name ?? '' })}
      size="lg"
      testId="history-dialog"
    >
      {vehicle ? <VehicleHistory listed={vehicle} /> : null}
    </Modal>
  );
}

function VehicleHistory({ listed }: { listed: Vehicle }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { units } = useAppearance();
  // The list's row shows at once; the vehicle's own answer follows each new entry.
  const vehicle = useVehicle(listed.id, listed).data ?? listed;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground" data-testid="history-summary">
        {t('history.summary', {
          mileage: formatOdometer(vehicle.mileage, units, language),
          lastService: vehicle.lastServiceDate
            ? formatCalendarDate(vehicle.lastServiceDate, language)
            : t('card.none'),
        })}
      </p>
      <FuelHistory vehicleId={vehicle.id} language={language} />
      <ServiceHistory vehicleId={vehicle.id} language={language} />
      <VehicleDocuments vehicleId={vehicle.id} />
    </div>
  );
}

/** The documents linked to this vehicle (issue 15), with a link to open each. */
function VehicleDocuments({ vehicleId }: { vehicleId: string }) {
  const documents = useLinkedDocuments('vehicle', vehicleId);
  return (
    <LinkedDocuments
      documents={documents.data}
      failed={documents.isError}
      testId="vehicle-documents"
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A line of facts, each its own box: numbers in Arabic-Indic digits next to a separator would
 * otherwise be reordered together by the bidirectional algorithm.
 */
function Parts({
  className,
  testId,
  children,
}: {
  className: string;
  testId?: string;
  children: ReactNode[];
}) {
  return (
    <p className={`flex flex-wrap gap-x-3 ${className}`} data-testid={testId}>
      {children
        .filter((part) => part !== null && part !== undefined && part !== '')
        .map((part, index) => (
          <span key={index}>{part}</span>
        ))}
    </p>
  );
}

/** Newest reading first. */
const byOdometerDesc = <T extends { odometer: number; date: string }>(a: T, b: T) =>
  b.odometer - a.odometer || b.date.localeCompare(a.date);

function FuelHistory({ vehicleId, language }: { vehicleId: string; language: Language }) {
  const { t } = useTranslation('vehicles');
  const { units, currency } = useAppearance();
  const fuel = useFuelLogs(vehicleId);
  const remove = useDeleteFuelLog();
  const [deleting, setDeleting] = useState<FuelLog | null>(null);
  const economyText = (litresPer100Km: number) =>
    t(`economy.${units}`, {
      value: formatDecimal(economyInUnits(litresPer100Km, units), language),
    });

  if (!fuel.data) {
    return (
      <Section id="fuel-history-title" title={t('history.fuel')}>
        <LoadState
          variant="inline"
          failed={fuel.isError}
          message={t('history.loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void fuel.refetch()}
        />
      </Section>
    );
  }
  const { fuelLogs, economy } = fuel.data;
  const perFill = new Map(economy.perFill.map((fill) => [fill.id, fill]));
  return (
    <Section id="fuel-history-title" title={t('history.fuel')}>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted p-3" data-testid="fuel-economy">
        <div>
          <dt className="text-xs text-muted-foreground">{t('economy.average')}</dt>
          <dd className="font-semibold">
            {economy.averageLitresPer100Km === null
              ? t('economy.needTwoFull')
              : economyText(economy.averageLitresPer100Km)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t(`economy.costPer.${units}`)}</dt>
          <dd className="font-semibold">
            {economy.costPerKm === null
              ? t('card.none')
              : formatCostPerDistance(economy.costPerKm, units, currency, language)}
          </dd>
        </div>
      </dl>
      {fuelLogs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('fuel.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="fuel-log">
          {[...fuelLogs].sort(byOdometerDesc).map((log) => {
            const fill = perFill.get(log.id);
            const date = formatCalendarDate(log.date, language);
            return (
              <li
                key={log.id}
                data-testid="fuel-entry"
                className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Parts className="font-medium">
                    {date}
                    {formatVolume(log.volume, units, language)}
                    {log.cost === null ? null : formatMoney(log.cost, currency, language)}
                  </Parts>
                  <Parts className="text-muted-foreground">
                    {formatOdometer(log.odometer, units, language)}
                    {log.fullTank ? t('fuel.full') : t('fuel.partial')}
                    {log.station}
                  </Parts>
                  {fill ? (
                    <Parts className="text-primary" testId="fill-economy">
                      {economyText(fill.litresPer100Km)}
                      {t('fuel.over', {
                        distance: formatOdometer(fill.distanceKm, units, language),
                      })}
                    </Parts>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('fuel.delete', { date })}
                  onClick={() => setDeleting(log)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('fuel.deleteTitle')}
        description={t('fuel.deleteBody', {
          date: deleting ? formatCalendarDate(deleting.date, language) : '',
        })}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={(log) => remove.mutateAsync({ vehicleId, logId: log.id })}
        pending={remove.isPending}
        deletedMessage={t('fuel.deleted')}
        failedMessage={t('fuel.deleteFailed')}
      />
    </Section>
  );
}

function ServiceHistory({ vehicleId, language }: { vehicleId: string; language: Language }) {
  const { t } = useTranslation('vehicles');
  const { units, currency } = useAppearance();
  const services = useServiceLogs(vehicleId);
  const remove = useDeleteServiceLog();
  const [deleting, setDeleting] = useState<ServiceLog | null>(null);

  return (
    <Section id="service-history-title" title={t('history.service')}>
      {!services.data ? (
        <LoadState
          variant="inline"
          failed={services.isError}
          message={t('history.loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void services.refetch()}
        />
      ) : services.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('service.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="service-log">
          {[...services.data].sort(byOdometerDesc).map((log) => {
            const date = formatCalendarDate(log.date, language);
            const type = t(`serviceType.${log.serviceType}`);
            return (
              <li
                key={log.id}
                data-testid="service-entry"
                className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Parts className="font-medium">
                    {date}
                    {type}
                    {log.cost === null ? null : formatMoney(log.cost, currency, language)}
                  </Parts>
                  <Parts className="text-muted-foreground">
                    {formatOdometer(log.odometer, units, language)}
                    {log.performedBy ? t('service.by', { name: log.performedBy }) : null}
                  </Parts>
                  {log.notes ? (
                    <p className="break-words whitespace-pre-line">{log.notes}</p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('service.delete', { type, date })}
                  onClick={() => setDeleting(log)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('service.deleteTitle')}
        description={t('service.deleteBody', {
          type: deleting ? t(`serviceType.${deleting.serviceType}`) : '',
          date: deleting ? formatCalendarDate(deleting.date, language) : '',
        })}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={(log) => remove.mutateAsync({ vehicleId, logId: log.id })}
        pending={remove.isPending}
        deletedMessage={t('service.deleted')}
        failedMessage={t('service.deleteFailed')}
      />
    </Section>
  );
}
