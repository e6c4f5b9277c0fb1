import {
  appearanceSettingKeys,
  AppearanceSchema,
  defaultAppearance,
  type Appearance,
} from '@usra/domain/settings/settings-schema';
import type { SettingsFamilyValues } from './settings-ports.js';

/** The family's appearance: the stored choices over the defaults (unreadable: the default). */
export async function readAppearance(
  store: SettingsFamilyValues,
  familyId: string,
): Promise<Appearance> {
  const values = await store.values(familyId, Object.values(appearanceSettingKeys));
  const stored: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(appearanceSettingKeys)) {
    if (Object.hasOwn(values, key)) stored[field] = values[key];
  }
  const parsed = AppearanceSchema.partial().safeParse(stored);
  return { ...defaultAppearance, ...(parsed.success ? parsed.data : {}) };
}

/** Stores every appearance choice at once (family settings, one transaction). */
export async function writeAppearance(
  store: SettingsFamilyValues,
  familyId: string,
  appearance: Appearance,
  now: Date,
): Promise<void> {
  const values: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(appearanceSettingKeys)) {
    values[key] = appearance[field as keyof Appearance];
  }
  await store.set(familyId, values, now);
}
