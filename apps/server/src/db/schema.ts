import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ServiceType } from '@usra/domain/vehicles/vehicle-schema';

/** A timestamp: written as an ISO string, read back as a string (SQLite) or a Date (PostgreSQL). */
export type Timestamp = ColumnType<string | Date, string, string>;
/** A boolean: 0/1 on SQLite, a real boolean on PostgreSQL. */
export type Bool = ColumnType<number | boolean, boolean | number, boolean | number>;

// better-auth's tables (model names and fields mapped to snake_case in platform/auth.ts).
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: Bool;
  image: string | null;
  two_factor_enabled: Generated<Bool>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** better-auth's twoFactor plugin: the encrypted TOTP secret and backup codes of a user. */
export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Generated<Bool>;
  failed_verification_count: Generated<number>;
  locked_until: Timestamp | null;
  /** The newest accepted TOTP time step (epoch seconds / 30): a code is accepted once. */
  last_totp_step: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}
/** Issue 31: a person's app password; only the SHA-256 of the token is kept. */
export interface AppPasswordsTable {
  id: string;
  user_id: string;
  name: string;
  scope: 'read' | 'read-write';
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}
/** Issue 31, CalDAV (migration 0036): the name and UID a client gave an event or a task. */
export interface DavResourcesTable {
  id: string;
  family_id: string;
  collection: 'calendar' | 'tasks';
  name: string;
  uid: string;
  /** Null while the PUT that reserved the name creates its row. */
  item_id: string | null;
  all_day: ColumnType<number | boolean, boolean | number | undefined, boolean | number>;
  created_at: Timestamp;
}
/** What a collection held (JSON: name → ETag) when a sync token was handed out. */
export interface DavSyncStatesTable {
  family_id: string;
  collection: 'calendar' | 'tasks';
  token: string;
  state: string;
  created_at: Timestamp;
}
/** One row per one-off decision of the install, locked while it is made (first admin). */
export interface InstallLocksTable {
  name: string;
}
export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FamiliesTable {
  id: string;
  name: string;
  owner_user_id: string;
  created_at: Timestamp;
}
export interface ProfilesTable {
  id: string;
  family_id: string;
  email: string;
  full_name: string | null;
  home_address: string | null;
  home_latitude: number | null;
  home_longitude: number | null;
  /** Migration 0033: how exact the home's position is ('street', 'city', 'manual'), or null. */
  home_precision: string | null;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  /** Migration 0030: signed up while e-mail confirmation was required and not confirmed yet. */
  email_confirmation_pending: ColumnType<
    number | boolean,
    boolean | number | undefined,
    boolean | number
  >;
}
export interface UserRolesTable {
  id: string;
  user_id: string;
  role: 'admin' | 'user';
  created_at: Timestamp;
}
export interface UserActivityLogTable {
  id: string;
  user_id: string;
  activity_type: string;
  /** JSON object, stored as text on both engines. */
  activity_data: string;
  created_at: Timestamp;
}
export interface SecurityAuditLogTable {
  id: string;
  user_id: string | null;
  event_type: string;
  details: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds; bigint on PostgreSQL (read back as a string). */
  window_started_at: ColumnType<number | string, number, number>;
  blocked_until: ColumnType<number | string | null, number | null, number | null>;
}

export interface PlatformSettingsTable {
  key: string;
  /** JSON value, stored as text on both engines. */
  value: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface EarlyAccessSignupsTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  language: string | null;
  created_at: Timestamp;
}

export interface FamilyMembersTable {
  id: string;
  family_id: string;
  user_id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  role: string;
  status: string;
  /** YYYY-MM-DD */
  birth_date: string | null;
  school_work: string | null;
  emergency_contact_name: string | null;
  avatar_url: string | null;
  last_location: string | null;
  last_latitude: number | null;
  last_longitude: number | null;
  last_seen: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface FamilyGroupsTable {
  id: string;
  family_id: string;
  name: string;
  description: string | null;
  color: string;
  created_at: Timestamp;
}
export interface FamilySettingsTable {
  family_id: string;
  setting_key: string;
  /** JSON text. */
  setting_value: string;
  updated_at: Timestamp;
}
export interface FamilyMemberAddressesTable {
  id: string;
  family_id: string;
  family_member_id: string;
  address: string;
  address_type: string;
  label: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Migration 0033: 'street', 'city' or 'manual' (placed by hand); null when not known. */
  precision: string | null;
  created_at: Timestamp;
}
/** Migration 0034: "You're near …" told to a member, once per task per local day. */
export interface NearbySuggestionsTable {
  id: string;
  family_id: string;
  user_id: string;
  task_id: string;
  day: string;
  distance_m: number;
  created_at: Timestamp;
}
export interface FamilyInvitationsTable {
  id: string;
  family_id: string;
  invitation_token: string;
  status: 'pending' | 'accepted' | 'revoked' | 'declined';
  expires_at: Timestamp;
  invited_email: string | null;
  invited_name: string | null;
  role: string;
  created_by: string | null;
  created_at: Timestamp;
  /** When and by whom it was accepted (migration 0021; null before). */
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  /** Migration 0030: when the invitee declined; the e-mail's language; when last e-mailed. */
  declined_at: Timestamp | null;
  mail_language: 'ar' | 'en' | null;
  emailed_at: Timestamp | null;
}

/** A pending e-mail confirmation link (migration 0030): the SHA-256 of the token, one use. */
export interface EmailConfirmationsTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Migration 0039: a family's changes of tasks, whose sum a kept task page is checked against. */
export interface TaskListVersionsTable {
  family_id: string;
  /** 0-15: the writing connection's, so one family's concurrent writes seldom share a row. */
  shard: number;
  /** A bigint: the driver gives it as text. */
  changes: string;
}

export interface TasksTable {
  id: string;
  family_id: string;
  title: string;
  description: string | null;
  location: string | null;
  priority: 'low' | 'medium' | 'high';
  category: 'chores' | 'errands' | 'maintenance' | 'other';
  due_date: Timestamp | null;
  assignee_member_id: string | null;
  assignee_name: string | null;
  status: 'pending' | 'in_progress' | 'completed';
  completed_at: Timestamp | null;
  is_recurring: Bool;
  recurrence_type: 'daily' | 'weekly' | 'monthly' | 'yearly' | null;
  recurrence_anchor_day: number | null;
  estimated_duration: number | null;
  /** JSON array of strings. */
  tags: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0010: where the errand is, when placed. */
  latitude: number | null;
  longitude: number | null;
  /** Migration 0026: the next occurrence counts from the completion date. */
  repeat_from_completion: Bool;
  /** Migration 0026: what the task was made from (issue 27), both or neither. */
  source_type:
    'document' | 'vehicle_reminder' | 'vehicle_alert' | 'maintenance_item' | 'vehicle' | null;
  source_id: string | null;
}
export interface CalendarEventsTable {
  id: string;
  family_id: string;
  title: string;
  description: string | null;
  start_time: Timestamp;
  end_time: Timestamp;
  location: string | null;
  event_type: 'family' | 'personal' | 'work' | 'school';
  /** JSON array of names. */
  attendees: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** Outside calendars a family follows (migration 0037, decision 022). */
export interface CalendarSubscriptionsTable {
  id: string;
  family_id: string;
  name: string;
  url: string;
  colour: string;
  created_by: string | null;
  next_fetch_at: Timestamp;
  last_attempt_at: Timestamp | null;
  last_success_at: Timestamp | null;
  /** A SubscriptionFailure of @usra/domain/calendar/subscription-schema, null after a good fetch. */
  last_error: string | null;
  etag: string | null;
  last_modified: string | null;
  event_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** The occurrences of a subscription's last good fetch, replaced as a whole. */
export interface CalendarSubscriptionEventsTable {
  id: string;
  family_id: string;
  subscription_id: string;
  uid: string;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  all_day: Bool;
  location: string | null;
}
/** Which UID (and occurrence) of an imported .ics file made which family event. */
export interface CalendarEventImportsTable {
  family_id: string;
  import_key: string;
  event_id: string;
  created_at: Timestamp;
}
export interface CalendarFeedsTable {
  family_id: string;
  token: string;
  created_at: Timestamp;
}

export interface UserPreferencesTable {
  user_id: string;
  /** JSON object of notification choices (NotificationPreferences), stored as text. */
  notifications: string;
  /** Migration 0024: JSON object of prayer-time choices (PrayerSettings), null until saved. */
  prayer_times: string | null;
  updated_at: Timestamp;
}

export interface VehiclesTable {
  id: string;
  family_id: string;
  name: string;
  make: string | null;
  model: string | null;
  year: number | null;
  mileage: number;
  fuel_level: number;
  vin: string | null;
  license_plate: string | null;
  last_service_date: string | null;
  next_service_mileage: number | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VehicleFuelLogsTable {
  id: string;
  family_id: string;
  vehicle_id: string;
  date: string;
  odometer: number;
  volume: number;
  cost: number | null;
  full_tank: Bool;
  station: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface VehicleServiceLogsTable {
  id: string;
  family_id: string;
  vehicle_id: string;
  date: string;
  odometer: number;
  service_type: ServiceType;
  cost: number | null;
  notes: string | null;
  performed_by: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface VehicleRemindersTable {
  id: string;
  family_id: string;
  vehicle_id: string;
  title: string;
  service_type: ServiceType | null;
  interval_km: number | null;
  interval_months: number | null;
  due_date: string | null;
  due_odometer: number | null;
  notes: string | null;
  last_done_date: string | null;
  last_done_odometer: number | null;
  start_date: string;
  start_odometer: number;
  created_by: string | null;
  created_at: Timestamp;
}

export interface ObdDevicesTable {
  id: string;
  family_id: string;
  vehicle_id: string | null;
  device_name: string;
  device_id: string;
  bluetooth_address: string | null;
  connection_type: 'bluetooth' | 'wifi' | 'usb';
  protocol_type: string | null;
  status: 'disconnected' | 'paired' | 'connected' | 'error';
  is_paired: Bool;
  is_connected: Bool;
  pairing_date: Timestamp | null;
  last_connection: Timestamp | null;
  firmware_version: string | null;
  /** Migration 0027: what the adapter reports of itself; null until it does. */
  battery_level: number | null;
  signal_strength: number | null;
  /** JSON object of the adapter's settings (name → text, number or flag). */
  device_settings: string | null;
  is_demo: Bool;
  token_hash: string | null;
  last_reading_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ObdReadingsTable {
  id: string;
  family_id: string;
  vehicle_id: string;
  device_id: string | null;
  reading_timestamp: Timestamp;
  engine_rpm: number | null;
  vehicle_speed: number | null;
  engine_temperature: number | null;
  engine_load: number | null;
  fuel_level: number | null;
  distance_since_clear: number | null;
  /** JSON array of codes. */
  diagnostic_codes: string;
  /** Migration 0027: control-module voltage, volts (PID 0142). */
  battery_voltage: number | null;
}

export interface VehicleHealthAlertsTable {
  id: string;
  family_id: string;
  vehicle_id: string;
  diagnostic_code: string | null;
  severity: 'critical' | 'warning' | 'info';
  /** Migration 0027: a trouble code, or a low battery voltage (details: what was measured). */
  alert_type: 'dtc' | 'low_voltage';
  details: string | null;
  is_acknowledged: Bool;
  acknowledged_at: Timestamp | null;
  is_resolved: Bool;
  resolved_at: Timestamp | null;
  created_at: Timestamp;
}

/** The searchable text of each document (migration 0019, db/search-index.ts). */
export interface DocumentSearchTable {
  document_id: string;
  family_id: string;
  body: string;
}

/** House maintenance (migration 0017): dates are YYYY-MM-DD text, money a real. */
export interface HouseMaintenanceItemsTable {
  id: string;
  family_id: string;
  name: string;
  description: string | null;
  category: string;
  location: string;
  priority: string;
  estimated_cost: number | null;
  estimated_duration: number | null;
  installation_date: string | null;
  maintenance_frequency_months: number;
  status: string;
  notes: string | null;
  last_maintenance_date: string | null;
  next_maintenance_date: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface HouseMaintenanceSchedulesTable {
  id: string;
  family_id: string;
  item_id: string;
  scheduled_date: string;
  status: string;
  completion_date: string | null;
  performed_by: string | null;
  cost: number | null;
  notes: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface HouseMaintenanceHistoryTable {
  id: string;
  family_id: string;
  item_id: string;
  schedule_id: string | null;
  action_type: string;
  action_date: string;
  description: string | null;
  performed_by: string | null;
  cost: number | null;
  notes: string | null;
  created_by: string | null;
  created_at: Timestamp;
}
export interface FamilyAssetsTable {
  id: string;
  family_id: string;
  name: string;
  category: string;
  status: string;
  location: string | null;
  brand: string | null;
  model: string | null;
  serial_number: string | null;
  purchase_date: string | null;
  purchase_price: number | null;
  warranty_expiry: string | null;
  notes: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface AssetMaintenanceSchedulesTable {
  id: string;
  family_id: string;
  asset_id: string;
  title: string;
  scheduled_date: string;
  frequency_months: number | null;
  status: string;
  completion_date: string | null;
  notes: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface AssetExpensesTable {
  id: string;
  family_id: string;
  asset_id: string;
  schedule_id: string | null;
  expense_date: string;
  amount: number;
  kind: string;
  description: string | null;
  created_by: string | null;
  created_at: Timestamp;
}
export interface SmartRemindersTable {
  id: string;
  family_id: string;
  asset_id: string;
  kind: string;
  title: string;
  trigger_date: string;
  is_active: Bool;
  is_sent: Bool;
  notes: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
/** The durable job queue (migration 0018, platform/jobs). */
export interface JobsTable {
  id: string;
  type: string;
  /** JSON text. */
  payload: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  document_search: DocumentSearchTable;
  users: UsersTable;
  two_factors: TwoFactorsTable;
  app_passwords: AppPasswordsTable;
  dav_resources: DavResourcesTable;
  dav_sync_states: DavSyncStatesTable;
  install_locks: InstallLocksTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  families: FamiliesTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  user_activity_log: UserActivityLogTable;
  security_audit_log: SecurityAuditLogTable;
  rate_limits: RateLimitsTable;
  family_members: FamilyMembersTable;
  family_groups: FamilyGroupsTable;
  family_settings: FamilySettingsTable;
  family_member_addresses: FamilyMemberAddressesTable;
  nearby_suggestions: NearbySuggestionsTable;
  family_invitations: FamilyInvitationsTable;
  email_confirmations: EmailConfirmationsTable;
  early_access_signups: EarlyAccessSignupsTable;
  platform_settings: PlatformSettingsTable;
  user_preferences: UserPreferencesTable;
  tasks: TasksTable;
  /** PostgreSQL only (migration 0039): the changes of a family's tasks, counted. */
  task_list_versions: TaskListVersionsTable;
  calendar_events: CalendarEventsTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_subscriptions: CalendarSubscriptionsTable;
  calendar_subscription_events: CalendarSubscriptionEventsTable;
  calendar_event_imports: CalendarEventImportsTable;
  vehicles: VehiclesTable;
  vehicle_fuel_logs: VehicleFuelLogsTable;
  vehicle_service_logs: VehicleServiceLogsTable;
  vehicle_reminders: VehicleRemindersTable;
  obd_devices: ObdDevicesTable;
  obd_readings: ObdReadingsTable;
  vehicle_health_alerts: VehicleHealthAlertsTable;
  house_maintenance_items: HouseMaintenanceItemsTable;
  house_maintenance_schedules: HouseMaintenanceSchedulesTable;
  house_maintenance_history: HouseMaintenanceHistoryTable;
  family_assets: FamilyAssetsTable;
  asset_maintenance_schedules: AssetMaintenanceSchedulesTable;
  asset_expenses: AssetExpensesTable;
  smart_reminders: SmartRemindersTable;
  notification_state: NotificationStateTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_digests: NotificationDigestsTable;
  backup_runs: BackupRunsTable;
  jobs: JobsTable;
  construction_projects: ConstructionProjectsTable;
  project_phases: ProjectPhasesTable;
  documents: DocumentsTable;
  document_classifiers: DocumentClassifiersTable;
  assistant_conversations: AssistantConversationsTable;
  assistant_messages: AssistantMessagesTable;
  assistant_pending: AssistantHeldTable;
  assistant_undo: AssistantHeldTable;
}

/**
 * A question back waiting for its chip, or the inverse of what a reply did (issue 28): one
 * person's, for a few minutes, used once. `payload` is JSON text.
 */
export interface AssistantHeldTable {
  id: string;
  family_id: string;
  user_id: string;
  conversation_id: string;
  payload: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** One person's conversation with the assistant (decision 013). */
export interface AssistantConversationsTable {
  id: string;
  family_id: string;
  user_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A message: role user/assistant, text or voice, metadata JSON (actions, suggestions, intent). */
export interface AssistantMessagesTable {
  id: string;
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  message_type: 'text' | 'voice';
  metadata: string;
  created_at: Timestamp;
}

/** Per person and item key (decision 010): read, and pushed at most once. */
export interface NotificationStateTable {
  user_id: string;
  key: string;
  read_at: Timestamp | null;
  pushed_at: Timestamp | null;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** The daily digest's claim: one row per person per local day. */
export interface NotificationDigestsTable {
  user_id: string;
  day: string;
  sent_at: Timestamp;
}

/** A claimed slot of the backup schedule (decision 014). */
export interface BackupRunsTable {
  slot: string;
  claimed_at: Timestamp;
}

export type Generatedless<T> = { [K in keyof T]: T[K] extends Generated<infer U> ? U : T[K] };
export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;

export interface ConstructionProjectsTable {
  id: string;
  family_id: string;
  name: string;
  project_type: string;
  description: string | null;
  location: string;
  estimated_cost: number | null;
  actual_cost: number | null;
  start_date: string | null;
  estimated_completion: string | null;
  permit_required: Bool;
  status: string;
  progress: number;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ProjectPhasesTable {
  id: string;
  family_id: string;
  project_id: string;
  name: string;
  description: string | null;
  estimated_cost: number | null;
  status: string;
  position: number;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface DocumentsTable {
  id: string;
  family_id: string;
  title: string;
  description: string | null;
  document_type: string;
  classification: string | null;
  classification_confidence: number;
  auto_classified: Bool;
  /** JSON list of strings. */
  tags: string;
  expiry_date: string | null;
  is_important: Bool;
  asset_id: string | null;
  vehicle_id: string | null;
  project_id: string | null;
  file_key: string | null;
  file_name: string | null;
  file_size: number;
  mime_type: string | null;
  extracted_text: string | null;
  extraction_status: string;
  extraction_method: string | null;
  extraction_error: string | null;
  expiry_proposal_date: string | null;
  expiry_proposal_snippet: string | null;
  /** JSON ClassificationSuggestion. */
  suggestion: string | null;
  upload_date: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** A family's learned classifier, per target (JSON ClassifierModel). */
export interface DocumentClassifiersTable {
  family_id: string;
  target: string;
  model: string;
  updated_at: Timestamp;
}
