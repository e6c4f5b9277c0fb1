import type { CreateVehicleInput, Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';

/** The onboarding's "first vehicle" step: the same request as the Vehicles screen's Add Vehicle. */
export async function createFirstVehicle(input: CreateVehicleInput): Promise<Vehicle> {
  return (await api.post<{ vehicle: Vehicle }>('/api/vehicles', input)).vehicle;
}
