import { describe, expect, it } from 'vitest';
import {
  CreateFuelLogInputSchema,
  CreateServiceLogInputSchema,
  CreateVehicleInputSchema,
  normalizeVinInput,
  UpdateVehicleInputSchema,
  VinSchema,
} from './vehicle-schema.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('vehicle schemas', () => {
  it('needs only a name; mileage 0 and fuel 100 by default; blanks become null', () => {
    expect(CreateVehicleInputSchema.parse({ name: ' كامري ', make: ' ', vin: '' })).toEqual({
      name: 'كامري',
      make: null,
      model: null,
      year: null,
      mileage: 0,
      fuelLevel: 100,
      vin: null,
      licensePlate: null,
      lastServiceDate: null,
      nextServiceMileage: null,
    });
    expect(messages(CreateVehicleInputSchema.safeParse({ name: '  ' }))).toEqual([
      'vehicle.nameRequired',
    ]);
  });

  it('takes whole numbers only: year, mileage, fuel level 0 to 100', () => {
    const bad = (field: string, value: unknown) =>
      messages(CreateVehicleInputSchema.safeParse({ name: 'Car', [field]: value }));
    expect(bad('year', 2020.5)).toEqual(['vehicle.yearInvalid']);
    expect(bad('mileage', -1)).toEqual(['vehicle.mileageInvalid']);
    expect(bad('mileage', '12.5')).toEqual(['vehicle.mileageInvalid']);
    expect(bad('fuelLevel', 101)).toEqual(['vehicle.fuelLevelInvalid']);
    expect(bad('fuelLevel', 0)).toEqual([]);
    expect(CreateVehicleInputSchema.parse({ name: 'Car', mileage: '12000' }).mileage).toBe(12000);
  });

  it('upper-cases a VIN and wants exactly 17 characters without I, O or Q', () => {
    expect(VinSchema.parse(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
    expect(messages(VinSchema.safeParse(''))).toEqual(['vin.required']);
    expect(messages(VinSchema.safeParse('1HGCM82633A00435'))).toEqual(['vin.invalidLength']);
    expect(messages(VinSchema.safeParse('1HGCM82633A00435O'))).toEqual(['vin.invalidCharacters']);
    expect(normalizeVinInput('1hg-cm8 2633a004352xyz')).toBe('1HGCM82633A004352');
    expect(messages(UpdateVehicleInputSchema.safeParse({ vin: '1HGCM82633A0043' }))).toEqual([
      'vin.invalidLength',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(CreateVehicleInputSchema.safeParse({ name: 'Car', familyId: 'x' }).success).toBe(false);
  });

  it('checks fuel and service entries', () => {
    expect(
      CreateFuelLogInputSchema.parse({ date: '2026-11-20', odometer: 1200, volume: '40.5' }),
    ).toEqual({
      date: '2026-11-20',
      odometer: 1200,
      volume: 40.5,
      cost: null,
      fullTank: true,
      station: null,
    });
    expect(
      messages(CreateFuelLogInputSchema.safeParse({ date: '2026-02-30', odometer: 1, volume: 0 })),
    ).toEqual(['date.invalid', 'fuel.volumeInvalid']);
    expect(
      messages(
        CreateServiceLogInputSchema.safeParse({
          date: '2026-11-20',
          odometer: 1200,
          serviceType: 'wash',
          cost: -1,
        }),
      ),
    ).toEqual(['service.typeInvalid', 'cost.invalid']);
  });
});
