/**
 * Every table that holds a family's data, for export (all of them) and import (those not
 * marked exportOnly), parents before children. A later issue adds its table with one line:
 * `{ table: 'vehicles', references: { owner_member_id: 'family_members' } }`.
 */
export interface FamilyTable {
  table: string;
  /** The column naming the family ('family_id', or 'id' for the families table itself). */
  familyColumn?: string;
  /** The row id column, given new values on import; null for tables without one. */
  idColumn?: string | null;
  /** Columns holding ids of rows of other registered tables (remapped on import). */
  references?: Record<string, string>;
  /** Columns holding a user's id: the importing user on import. */
  userColumns?: string[];
  /**
   * A column linking the row to an account (family_members.user_id): on import the row merges
   * with the importing family's member of the same e-mail, or comes in unlinked.
   */
  linkedUserColumn?: string;
  /** Exported, never imported: account rows and secrets. */
  exportOnly?: boolean;
  /** Columns left out of the export (tokens that grant access, copies the database derives). */
  omitColumns?: string[];
  /**
   * Columns naming a stored file (platform storage): the export carries each file (listed in
   * files/manifest.json) and the import stores it under a new key of the importing family.
   */
  fileColumns?: string[];
}

export const familyTables: FamilyTable[] = [
  { table: 'families', familyColumn: 'id', exportOnly: true },
  { table: 'profiles', exportOnly: true },
  { table: 'family_members', linkedUserColumn: 'user_id' },
  { table: 'family_groups' },
  { table: 'family_settings', idColumn: null },
  { table: 'family_member_addresses', references: { family_member_id: 'family_members' } },
  {
    table: 'family_invitations',
    exportOnly: true,
    omitColumns: ['invitation_token'],
  },
  {
    table: 'tasks',
    references: { assignee_member_id: 'family_members' },
    // SQLite's stored copy of the row's JSON (migration 0013): derived, rebuilt by triggers.
    // A task's source (migration 0026) names a row of one of several tables by an id the import
    // renews: left out rather than pointing at the wrong row.
    omitColumns: ['row_json', 'source_type', 'source_id'],
    userColumns: ['created_by'],
  },
  { table: 'calendar_events', userColumns: ['created_by'] },
  // Calendar subscriptions (decision 022); the occurrences are the last good fetch's copy.
  { table: 'calendar_subscriptions', userColumns: ['created_by'] },
  {
    table: 'calendar_subscription_events',
    references: { subscription_id: 'calendar_subscriptions' },
  },
  { table: 'calendar_event_imports', idColumn: null, references: { event_id: 'calendar_events' } },
  { table: 'vehicles', userColumns: ['created_by'] },
  {
    table: 'vehicle_fuel_logs',
    references: { vehicle_id: 'vehicles' },
    userColumns: ['created_by'],
  },
  {
    table: 'vehicle_service_logs',
    references: { vehicle_id: 'vehicles' },
    userColumns: ['created_by'],
  },
  {
    table: 'vehicle_reminders',
    references: { vehicle_id: 'vehicles' },
    userColumns: ['created_by'],
  },
  // A device's token is not exported: an imported device needs a new one.
  { table: 'obd_devices', references: { vehicle_id: 'vehicles' }, omitColumns: ['token_hash'] },
  {
    table: 'obd_readings',
    references: { vehicle_id: 'vehicles', device_id: 'obd_devices' },
  },
  { table: 'vehicle_health_alerts', references: { vehicle_id: 'vehicles' } },
  { table: 'house_maintenance_items', userColumns: ['created_by'] },
  {
    table: 'house_maintenance_schedules',
    references: { item_id: 'house_maintenance_items' },
    userColumns: ['created_by'],
  },
  {
    table: 'house_maintenance_history',
    references: { item_id: 'house_maintenance_items', schedule_id: 'house_maintenance_schedules' },
    userColumns: ['created_by'],
  },
  { table: 'family_assets', userColumns: ['created_by'] },
  {
    table: 'asset_maintenance_schedules',
    references: { asset_id: 'family_assets' },
    userColumns: ['created_by'],
  },
  {
    table: 'asset_expenses',
    references: { asset_id: 'family_assets', schedule_id: 'asset_maintenance_schedules' },
    userColumns: ['created_by'],
  },
  {
    table: 'smart_reminders',
    references: { asset_id: 'family_assets' },
    userColumns: ['created_by'],
  },
  { table: 'construction_projects', userColumns: ['created_by'] },
  {
    table: 'project_phases',
    references: { project_id: 'construction_projects' },
    userColumns: ['created_by'],
  },
  {
    table: 'documents',
    references: {
      asset_id: 'family_assets',
      vehicle_id: 'vehicles',
      project_id: 'construction_projects',
    },
    userColumns: ['created_by'],
    fileColumns: ['file_key'],
  },
  // The search text of each document (derived, but carried so an import is searchable at once).
  // PostgreSQL's tsvector column is generated from the body.
  {
    table: 'document_search',
    idColumn: null,
    references: { document_id: 'documents' },
    omitColumns: ['words'],
  },
  { table: 'document_classifiers', idColumn: null },
  // CalDAV (migration 0036): the names and UIDs clients gave rows, and the sync tokens' states.
  // Exported, not imported: an import renews the rows' ids, and a phone syncs again from scratch.
  { table: 'dav_resources', exportOnly: true },
  { table: 'dav_sync_states', idColumn: null, exportOnly: true },
];
