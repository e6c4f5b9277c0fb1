import { z } from 'zod';
import type { LiveTopic } from '../common/live-topics.js';
import type { NotificationSettingKey } from '../family/settings-schema.js';
import type { NotificationPreferenceKey } from '../settings/settings-schema.js';
import { NotificationPreferencesSchema } from '../settings/settings-schema.js';

/**
 * What the notification centre lists (decision 010). A kind names the screen's message; its
 * texts live in the web's locales (`notifications.kinds.<kind>`) and, for the digest e-mail and
 * Web Push, in `notification-text.ts`. Nothing about an item is stored but its read state.
 */
export const notificationKinds = [
  'taskOverdue',
  'taskNearby',
  'eventToday',
  'maintenanceOverdue',
  'maintenanceDue',
  'assetReminder',
  'vehicleReminderOverdue',
  'vehicleReminderDue',
  'vehicleHealthAlert',
  'vehicleBatteryLow',
  'documentExpiring',
  'invitationAccepted',
] as const;
export const NotificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * The live topics of the areas the centre reads: an event on one of them refetches the bell's
 * list (the web) and looks for items to push (the server). A new source adds its topic here.
 */
export const notificationSourceTopics = [
  'tasks',
  'calendar',
  'house-maintenance',
  'assets',
  'vehicles',
  'family-invitations',
  'documents',
  // Family → Notifications turns kinds on and off for everyone.
  'family-settings',
] as const satisfies readonly LiveTopic[];

/** The switch in Settings → Notifications that turns a kind off. */
export const preferenceOfKind: Record<NotificationKind, NotificationPreferenceKey> = {
  taskOverdue: 'overdueTasks',
  taskNearby: 'nearbyTasks',
  eventToday: 'eventsToday',
  maintenanceOverdue: 'maintenanceDue',
  maintenanceDue: 'maintenanceDue',
  assetReminder: 'assetReminders',
  vehicleReminderOverdue: 'vehicleAlerts',
  vehicleReminderDue: 'vehicleAlerts',
  vehicleHealthAlert: 'vehicleAlerts',
  vehicleBatteryLow: 'vehicleAlerts',
  documentExpiring: 'documentsExpiring',
  invitationAccepted: 'invitationsAccepted',
};

/**
 * The family-wide switch (Family → Notifications) over each kind (issue 27): off, the kind
 * reaches no member (bell, digest, push); on, each person's own switch decides.
 */
export const familySettingOfKind: Record<NotificationKind, NotificationSettingKey> = {
  taskOverdue: 'notifications.tasks',
  taskNearby: 'notifications.nearby',
  eventToday: 'notifications.events',
  maintenanceOverdue: 'notifications.maintenance',
  maintenanceDue: 'notifications.maintenance',
  assetReminder: 'notifications.maintenance',
  vehicleReminderOverdue: 'notifications.vehicles',
  vehicleReminderDue: 'notifications.vehicles',
  vehicleHealthAlert: 'notifications.vehicles',
  vehicleBatteryLow: 'notifications.vehicles',
  documentExpiring: 'notifications.documents',
  invitationAccepted: 'notifications.members',
};

/** The values a kind's message is built from: user text (titles, names) and dates, never prose. */
export const NotificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

export const NotificationSchema = z.object({
  /** Stable: kind, source id and due date or version; a new occurrence is a new key (unread). */
  key: z.string(),
  kind: NotificationKindSchema,
  params: NotificationParamsSchema,
  /** The screen that deals with it (an app path such as /app/tasks). */
  link: z.string(),
  /** When it became due, or happens (an instant, or a day YYYY-MM-DD). */
  date: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationQuerySchema = z.strictObject({
  timeZone: NotificationPreferencesSchema.shape.timeZone.default('Asia/Riyadh'),
});

export const NOTIFICATION_KEY_MAX = 300;
export const MarkReadInputSchema = z.strictObject({
  key: z.string().min(1).max(NOTIFICATION_KEY_MAX),
  timeZone: NotificationQuerySchema.shape.timeZone,
});
export type MarkReadInput = z.input<typeof MarkReadInputSchema>;

export const MarkAllReadInputSchema = z.strictObject({
  timeZone: NotificationQuerySchema.shape.timeZone,
});

/** A browser's Push API subscription (PushSubscription.toJSON()). */
export const PushSubscriptionInputSchema = z.strictObject({
  endpoint: z
    .string()
    .max(2000)
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), { message: 'push.endpointInvalid' }),
  expirationTime: z.number().nullish(),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInputSchema>;

export const PushUnsubscribeInputSchema = z.strictObject({
  endpoint: PushSubscriptionInputSchema.shape.endpoint,
});

export const PushConfigSchema = z.object({
  /** The server's VAPID public key (base64url), for PushManager.subscribe. */
  publicKey: z.string(),
  /** Subscriptions this user has (any device). */
  subscriptions: z.number().int().nonnegative(),
  /** Whether the server can send e-mail (the daily digest needs SMTP). */
  emailAvailable: z.boolean(),
});
export type PushConfig = z.infer<typeof PushConfigSchema>;

/** Maintenance, asset and vehicle items due within this many days show (the modules' windows). */
export const INVITATION_NOTICE_DAYS = 7;
