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

export class RepositoryObdReads implements ObdReads {
  constructor(private readonly repo: ObdRepository) {}

  async openAlerts(familyId: string, limit: number): Promise<OpenHealthAlert[]> {
    return (await this.repo.openAlerts(familyId, limit)).map((row) => ({
      id: row.id,
      vehicleId: row.vehicle_id,
      vehicleName: row.vehicle_name,
      diagnosticCode: row.diagnostic_code,
      type: row.alert_type,
      voltage: row.alert_type === 'low_voltage' ? lowVoltageOf(row.details).voltage : null,
      severity: row.severity,
      createdAt: toIso(row.created_at),
    }));
  }
}
