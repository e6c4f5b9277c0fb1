import { toIso } from '../../db/dialect.js';
import type { ObdRepository } from './obd.repository.js';

/** An OBD health alert not yet resolved, with its vehicle's name. */
export interface OpenHealthAlert {
  id: string;
  vehicleId: string;
  vehicleName: string;
  diagnosticCode: string | null;
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
      severity: row.severity,
      createdAt: toIso(row.created_at),
    }));
  }
}
