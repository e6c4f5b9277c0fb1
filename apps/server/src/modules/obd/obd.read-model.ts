import { toIso } from '../../db/dialect.js';
import { lowVoltageOf } from './obd-row.js';
import type { ObdRepository } from './obd.repository.js';

/** An OBD health alert not yet resolved, with its vehicle's name. */
export interface OpenHealthAlert {
  id: string;
  vehicleId: string;
  vehicleName: string;
  diagnosticCode: string | null;
  /** A trouble code, or a low battery voltage with the volts measured. */
  type: 'dtc' | 'low_voltage';
  voltage: number | null;
  severity: 'critical' | 'warning' | 'info';
  createdAt: string;
}

/** What other areas (the notification centre) read of the vehicles' health. */
export interface ObdReads {
  /** Every unresolved alert of the family's vehicles, newest first. */
  openAlerts(familyId: string, limit: number): Promise<OpenHealthAlert[]>;
}

/** What OBD reads of the vehicles module (its owner): names of vehicles by id, in one query. */
export interface ObdVehicleNames {
  names(familyId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

export class RepositoryObdReads implements ObdReads {
  constructor(
    private readonly repo: ObdRepository,
    private readonly vehicles: ObdVehicleNames,
  ) {}

  async openAlerts(familyId: string, limit: number): Promise<OpenHealthAlert[]> {
    const rows = await this.repo.openAlerts(familyId, limit);
    const names = await this.vehicles.names(familyId, [...new Set(rows.map((r) => r.vehicle_id))]);
    // An alert's vehicle is the family's (deleting the vehicle deletes its alerts).
    return rows.flatMap((row) => {
      const vehicleName = names.get(row.vehicle_id);
      return vehicleName === undefined ? [] : [toOpenAlert(row, vehicleName)];
    });
  }
}

function toOpenAlert(
  row: Awaited<ReturnType<ObdRepository['openAlerts']>>[number],
  vehicleName: string,
): OpenHealthAlert {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleName,
    diagnosticCode: row.diagnostic_code,
    type: row.alert_type,
    voltage: row.alert_type === 'low_voltage' ? lowVoltageOf(row.details).voltage : null,
    severity: row.severity,
    createdAt: toIso(row.created_at),
  };
}
