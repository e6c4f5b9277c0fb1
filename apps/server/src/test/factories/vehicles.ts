import {
  CreateObdDeviceInputSchema,
  ObdReadingInputSchema,
  type CreateObdDeviceInput,
  type HealthAlert,
  type ObdDevice,
  type ObdReadingInput,
} from '@usra/domain/vehicles/obd-schema';
import {
  CreateReminderInputSchema,
  type CreateReminderInput,
  type Reminder,
} from '@usra/domain/vehicles/reminder-schema';
import {
  CreateVehicleInputSchema,
  CreateFuelLogInputSchema,
  CreateServiceLogInputSchema,
  type CreateFuelLogInput,
  type CreateServiceLogInput,
  type CreateVehicleInput,
  type FuelLog,
  type ServiceLog,
  type Vehicle,
} from '@usra/domain/vehicles/vehicle-schema';
import { ObdRepository } from '../../modules/obd/obd.repository.js';
import { ObdService } from '../../modules/obd/obd.service.js';
import { RemindersRepository } from '../../modules/vehicles/reminders.repository.js';
import { RepositoryVehicleReads } from '../../modules/vehicles/vehicles.read-model.js';
import { VehiclesRepository } from '../../modules/vehicles/vehicles.repository.js';
import { VehiclesService } from '../../modules/vehicles/vehicles.service.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import { actorOf, todayOf, type FactoryEnv, type FamilyActor } from './shared.js';

export interface VehicleFactories {
  /** A vehicle ("Car" by default: mileage 0 and fuel 100, as the API's defaults). */
  newVehicle(family: FamilyActor, overrides?: Partial<CreateVehicleInput>): Promise<Vehicle>;
  /** A reminder of `vehicleId` (every 12 months by default), counted from the clock's today. */
  newVehicleReminder(
    family: FamilyActor,
    vehicleId: string,
    overrides?: Partial<CreateReminderInput>,
  ): Promise<Reminder>;
  /** A full-tank fill-up of `vehicleId` (40 l on the clock's today at the vehicle's mileage). */
  newFuelLog(
    family: FamilyActor,
    vehicleId: string,
    overrides?: Partial<CreateFuelLogInput>,
  ): Promise<FuelLog>;
  /** A service of `vehicleId` (an oil change on the clock's today at the vehicle's mileage). */
  newServiceLog(
    family: FamilyActor,
    vehicleId: string,
    overrides?: Partial<CreateServiceLogInput>,
  ): Promise<ServiceLog>;
  /** An OBD adapter ("OBD adapter", bluetooth), plugged into `vehicleId` when one is given. */
  newObdDevice(family: FamilyActor, overrides?: Partial<CreateObdDeviceInput>): Promise<ObdDevice>;
  /**
   * A batch of readings of `device`'s vehicle, as the browser sends them (one reading at the
   * clock's now by default); a trouble code or a low voltage raises its alert as ingestion does.
   */
  newObdReadings(
    family: FamilyActor,
    device: Pick<ObdDevice, 'id'>,
    readings?: Partial<ObdReadingInput>[],
  ): Promise<{ accepted: number }>;
  /** The health alert a reading with trouble code `code` (P0301 by default) raises. */
  newVehicleHealthAlert(
    family: FamilyActor,
    device: Pick<ObdDevice, 'id' | 'vehicleId'>,
    code?: string,
  ): Promise<HealthAlert>;
}

/** The vehicles module's service over `env`'s database. */
export function vehiclesService(env: FactoryEnv): VehiclesService {
  const { db, config, clock, audit, unheard } = env;
  const repo = new VehiclesRepository(db);
  const reminders = new RemindersRepository(db);
  return new VehiclesService(
    repo,
    reminders,
    new RepositoryVehicleReads(repo, reminders),
    unheard,
    audit,
    () => clock.now,
    config.familyLimits.vehicles,
  );
}

/** Vehicles, reminders and logs through the vehicles service; OBD devices, readings and alerts through OBD's. */
export function vehicleFactories(env: FactoryEnv): VehicleFactories {
  const { db, config, clock, unheard } = env;
  const obd = () => {
    const repo = new VehiclesRepository(db);
    return new ObdService(
      new ObdRepository(db),
      new RepositoryVehicleReads(repo, new RemindersRepository(db)),
      unheard,
      new RateLimiter(db),
      config.rateLimits.obdIngest,
      () => clock.now,
      {
        devices: config.familyLimits.obdDevices,
        readingsPerVehiclePerDay: config.familyLimits.obdReadingsPerVehiclePerDay,
      },
    );
  };
  /** A log's defaults: today, at the vehicle's mileage (a reading that fits the others). */
  const logDefaults = async (family: FamilyActor, vehicleId: string) => {
    const vehicle = await vehicles().get(actorOf(family), vehicleId);
    return { date: todayOf(clock), odometer: vehicle.mileage };
  };
  const newObdReadings: VehicleFactories['newObdReadings'] = (family, device, readings) => {
    const batch = (readings ?? [{}]).map((reading) =>
      ObdReadingInputSchema.parse({ timestamp: clock.now.toISOString(), ...reading }),
    );
    return obd().ingestFromBrowser(actorOf(family), device.id, batch);
  };
  const vehicles = () => vehiclesService(env);
  return {
    newVehicle(family, o = {}) {
      return vehicles().create(
        actorOf(family),
        CreateVehicleInputSchema.parse({ name: 'Car', ...o }),
      );
    },

    newVehicleReminder(family, vehicleId, o = {}) {
      const input = CreateReminderInputSchema.parse({
        title: 'Service',
        ...(o.intervalKm || o.intervalMonths || o.dueDate || o.dueOdometer
          ? {}
          : { intervalMonths: 12 }),
        ...o,
      });
      return vehicles().addReminder(actorOf(family), vehicleId, input);
    },

    async newFuelLog(family, vehicleId, o = {}) {
      const input = CreateFuelLogInputSchema.parse({
        ...(await logDefaults(family, vehicleId)),
        volume: 40,
        ...o,
      });
      return (await vehicles().addFuelLog(actorOf(family), vehicleId, input)).fuelLog;
    },

    async newServiceLog(family, vehicleId, o = {}) {
      const input = CreateServiceLogInputSchema.parse({
        ...(await logDefaults(family, vehicleId)),
        serviceType: 'oil_change',
        ...o,
      });
      const written = await vehicles().addServiceLog(actorOf(family), vehicleId, input);
      return written.serviceLog;
    },

    newObdDevice(family, o = {}) {
      const input = CreateObdDeviceInputSchema.parse({
        deviceName: 'OBD adapter',
        deviceId: 'ELM327-0001',
        ...o,
      });
      return obd().addDevice(actorOf(family), input);
    },

    newObdReadings,

    async newVehicleHealthAlert(family, device, code = 'P0301') {
      if (!device.vehicleId) throw new Error('factories: the device is in no vehicle');
      await newObdReadings(family, device, [{ diagnosticCodes: [code] }]);
      const alerts = await obd().alerts(actorOf(family), device.vehicleId);
      const alert = alerts.find((a) => a.diagnosticCode === code.toUpperCase() && !a.isResolved);
      if (!alert) throw new Error(`factories: no alert raised for ${code}`);
      return alert;
    },
  };
}
