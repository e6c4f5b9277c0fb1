import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './dialect.js';
import { accountsAndFamilies } from './migrations/0001-accounts-and-families.js';
import { earlyAccess } from './migrations/0002-early-access.js';
import { family } from './migrations/0003-family.js';
import { settingsSecurity } from './migrations/0004-settings-security.js';
import { tasksCalendar } from './migrations/0005-tasks-calendar.js';
import { userPreferences } from './migrations/0007-user-preferences.js';
import { creatorMembers } from './migrations/0008-creator-members.js';
import { taskCoordinates } from './migrations/0010-task-coordinates.js';
import { tasksCanonicalValues } from './migrations/0011-tasks-canonical-values.js';
import { twoFactor } from './migrations/0012-two-factor.js';
import { tasksRowJson } from './migrations/0013-tasks-row-json.js';
import { authHardening } from './migrations/0014-auth-hardening.js';
import { vehicles } from './migrations/0015-vehicles.js';
import { obd } from './migrations/0016-obd.js';
import { houseMaintenance } from './migrations/0017-house-maintenance.js';
import { jobs } from './migrations/0018-jobs.js';
import { documentSearch } from './migrations/0019-document-search.js';
import { documents } from './migrations/0020-documents.js';
import { notifications } from './migrations/0021-notifications.js';
import { assistant } from './migrations/0023-assistant.js';
import { assistantTrust } from './migrations/0032-assistant-trust.js';
import { placePrecision } from './migrations/0033-place-precision.js';
import { nearbySuggestions } from './migrations/0034-nearby-suggestions.js';
import { appPasswords } from './migrations/0035-app-passwords.js';
import { caldav } from './migrations/0036-caldav.js';
import { calendarSubscriptions } from './migrations/0037-calendar-subscriptions.js';
import { sessionChangeNotices } from './migrations/0038-session-change-notices.js';
import { taskListVersions } from './migrations/0039-task-list-versions.js';
import { jobsDueIndex } from './migrations/0040-jobs-due-index.js';
import { tasksFewerIndexes } from './migrations/0041-tasks-fewer-indexes.js';
import { prayerTimes } from './migrations/0024-prayer-times.js';
import { backupRuns } from './migrations/0025-backup-runs.js';
import { taskRepeatAndSource } from './migrations/0026-task-repeat-and-source.js';
import { batteryAndDeviceStatus } from './migrations/0027-battery-and-device-status.js';
import { accountsAndInvitations } from './migrations/0030-accounts-and-invitations.js';

/** Forward only: a migration, once released, is never edited; a change is a new entry. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '0001-accounts-and-families': accountsAndFamilies(engine),
    '0002-early-access': earlyAccess(engine),
    '0003-family': family(engine),
    '0004-settings-security': settingsSecurity(engine),
    '0005-tasks-calendar': tasksCalendar(engine),
    '0007-user-preferences': userPreferences(engine),
    '0008-creator-members': creatorMembers(engine),
    '0010-task-coordinates': taskCoordinates(engine),
    '0011-tasks-canonical-values': tasksCanonicalValues(engine),
    '0012-two-factor': twoFactor(engine),
    '0013-tasks-row-json': tasksRowJson(engine),
    '0014-auth-hardening': authHardening(),
    '0015-vehicles': vehicles(engine),
    '0016-obd': obd(engine),
    '0017-house-maintenance': houseMaintenance(engine),
    '0018-jobs': jobs(engine),
    '0019-document-search': documentSearch(engine),
    '0020-documents': documents(engine),
    '0021-notifications': notifications(engine),
    '0023-assistant': assistant(engine),
    '0024-prayer-times': prayerTimes(),
    '0025-backup-runs': backupRuns(engine),
    '0026-task-repeat-and-source': taskRepeatAndSource(engine),
    '0027-battery-and-device-status': batteryAndDeviceStatus(engine),
    '0030-accounts-and-invitations': accountsAndInvitations(engine),
    '0032-assistant-trust': assistantTrust(engine),
    '0033-place-precision': placePrecision(),
    '0034-nearby-suggestions': nearbySuggestions(engine),
    '0035-app-passwords': appPasswords(engine),
    '0036-caldav': caldav(engine),
    '0037-calendar-subscriptions': calendarSubscriptions(engine),
    '0038-session-change-notices': sessionChangeNotices(engine),
    '0039-task-list-versions': taskListVersions(engine),
    '0040-jobs-due-index': jobsDueIndex(),
    '0041-tasks-fewer-indexes': tasksFewerIndexes(),
  };
}

export async function migrateToLatest(
  db: Kysely<unknown>,
  engine: Engine,
  schema?: string,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}
