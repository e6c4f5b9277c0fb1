import type {
  NotificationCandidate,
  NotificationDay,
  NotificationSource,
} from '../../platform/notification-source.js';
import type { AssetReads } from '../assets/assets.module.js';
import type { CalendarReads } from '../calendar/calendar.module.js';
import type { DocumentReads } from '../documents/documents.module.js';
import type { FamilyReads } from '../family/family.module.js';
import type { HouseMaintenanceReads } from '../house-maintenance/house-maintenance.module.js';
import type { ObdReads } from '../obd/obd.module.js';
import type { TaskReads } from '../tasks/tasks.module.js';
import type { VehicleReads } from '../vehicles/vehicles.module.js';
import { INVITATION_NOTICE_DAYS } from '@usra/domain/notifications/notification-schema';

/** At most this many items of one source (the list is about what needs attention now). */
export const SOURCE_LIMIT = 50;

/** The read models the built-in sources adapt (each module's read model, passed by app.ts). */
export interface SourceReads {
  tasks: Pick<TaskReads, 'overdue' | 'nearbyToday'>;
  calendar: Pick<CalendarReads, 'list'>;
  maintenance: Pick<HouseMaintenanceReads, 'due'>;
  assets: Pick<AssetReads, 'remindersDue'>;
  vehicles: Pick<VehicleReads, 'reminders'>;
  obd: ObdReads;
  family: FamilyReads;
  documents: Pick<DocumentReads, 'expiringDocuments'>;
}

const HOUSE = '/app/house-maintenance';

/** The areas that feed the notification centre. */
export function builtInSources(reads: SourceReads): NotificationSource[] {
  return [
    {
      name: 'tasks',
      topics: ['tasks'],
      async notifications(familyId, day: NotificationDay) {
        const tasks = await reads.tasks.overdue(familyId, day.now.toISOString(), SOURCE_LIMIT);
        return tasks.map((task) => ({
          kind: 'taskOverdue' as const,
          sourceId: task.id,
          version: task.dueDate!,
          params: { title: task.title, due: task.dueDate! },
          link: '/app/tasks',
          date: task.dueDate!,
        }));
      },
    },
    {
      // "You're near Al Othaim: buy milk", to the one member it was told to, on that day.
      name: 'nearby',
      topics: ['tasks'],
      async notifications(familyId, day) {
        const told = await reads.tasks.nearbyToday(familyId, day.today, SOURCE_LIMIT);
        return told.map((row) => ({
          kind: 'taskNearby' as const,
          sourceId: row.taskId,
          version: row.day,
          params: { title: row.title, place: row.place },
          link: '/app/tasks',
          date: row.createdAt,
          recipients: [row.userId],
        }));
      },
    },
    {
      name: 'calendar',
      topics: ['calendar'],
      async notifications(familyId, day) {
        const events = await reads.calendar.list(familyId, day.dayStart, day.dayEnd, SOURCE_LIMIT);
        return events.map((event) => ({
          kind: 'eventToday' as const,
          sourceId: event.id,
          version: `${day.today}/${event.startTime}`,
          params: { title: event.title, start: event.startTime },
          link: '/app/calendar',
          date: event.startTime,
        }));
      },
    },
    {
      name: 'house-maintenance',
      topics: ['house-maintenance'],
      async notifications(familyId, day) {
        const due = await reads.maintenance.due(familyId, day.today, SOURCE_LIMIT);
        return due.map((entry) => ({
          kind: entry.overdue ? ('maintenanceOverdue' as const) : ('maintenanceDue' as const),
          sourceId: entry.id,
          version: entry.scheduledDate,
          params: { name: entry.itemName, date: entry.scheduledDate },
          link: `${HOUSE}?filter=${entry.overdue ? 'overdue' : 'upcoming'}`,
          date: entry.scheduledDate,
        }));
      },
    },
    {
      name: 'assets',
      topics: ['assets'],
      async notifications(familyId, day) {
        const reminders = await reads.assets.remindersDue(familyId, day.today, SOURCE_LIMIT);
        return reminders.map((reminder) => ({
          kind: 'assetReminder' as const,
          sourceId: reminder.id,
          version: reminder.triggerDate,
          params: {
            title: reminder.title,
            assetName: reminder.assetName,
            date: reminder.triggerDate,
          },
          link: `${HOUSE}?view=assets`,
          date: reminder.triggerDate,
        }));
      },
    },
    {
      name: 'vehicle-reminders',
      topics: ['vehicles'],
      async notifications(familyId, day) {
        const reminders = await reads.vehicles.reminders(familyId, day.today);
        return reminders
          .filter((r) => r.status.urgency !== 'upcoming')
          .slice(0, SOURCE_LIMIT)
          .map((r) => {
            const { nextDueDate, nextDueOdometer, urgency } = r.status;
            return {
              kind:
                urgency === 'overdue'
                  ? ('vehicleReminderOverdue' as const)
                  : ('vehicleReminderDue' as const),
              sourceId: r.id,
              version: `${nextDueDate ?? ''}/${nextDueOdometer ?? ''}`,
              params: {
                title: r.title,
                vehicleName: r.vehicleName,
                ...(nextDueDate ? { date: nextDueDate } : {}),
                ...(nextDueOdometer !== null ? { odometer: nextDueOdometer } : {}),
              },
              link: '/app/vehicles',
              date: nextDueDate ?? day.today,
            };
          });
      },
    },
    {
      name: 'vehicle-health',
      topics: ['vehicles'],
      async notifications(familyId) {
        const alerts = await reads.obd.openAlerts(familyId, SOURCE_LIMIT);
        return alerts.map((alert): NotificationCandidate => ({
          kind:
            alert.type === 'low_voltage'
              ? ('vehicleBatteryLow' as const)
              : ('vehicleHealthAlert' as const),
          sourceId: alert.id,
          version: alert.createdAt,
          params:
            alert.type === 'low_voltage'
              ? { vehicleName: alert.vehicleName, voltage: alert.voltage ?? 0 }
              : {
                  vehicleName: alert.vehicleName,
                  code: alert.diagnosticCode ?? '',
                  severity: alert.severity,
                },
          link: '/app/vehicles',
          date: alert.createdAt,
        }));
      },
    },
    {
      // Reminders at 30 and at 7 days before expiry: entering the last week is a new occurrence
      // (a new key), so the item is unread again.
      name: 'documents',
      topics: ['documents'],
      async notifications(familyId, day) {
        const { within30Days, within7Days } = await reads.documents.expiringDocuments(
          familyId,
          day.today,
        );
        const lastWeek = new Set(within7Days.map((d) => d.id));
        return within30Days.slice(0, SOURCE_LIMIT).map((doc) => ({
          kind: 'documentExpiring' as const,
          sourceId: doc.id,
          version: `${doc.expiryDate}:${lastWeek.has(doc.id) ? 7 : 30}`,
          params: { title: doc.title, date: doc.expiryDate ?? day.today },
          link: '/app/documents?tab=alerts',
          date: doc.expiryDate ?? day.today,
        }));
      },
    },
    {
      name: 'invitations',
      // Family → Notifications (family settings) decide which kinds anyone gets: a change there
      // is a change of every list, so it is watched with this source.
      topics: ['family-invitations', 'family-settings'],
      async notifications(familyId, day) {
        const since = new Date(day.now.getTime() - INVITATION_NOTICE_DAYS * 86_400_000);
        const accepted = await reads.family.acceptedInvitations(
          familyId,
          since.toISOString(),
          SOURCE_LIMIT,
        );
        return accepted.map((invitation) => ({
          kind: 'invitationAccepted' as const,
          sourceId: invitation.id,
          version: invitation.acceptedAt,
          params: { name: invitation.name },
          link: '/app/family',
          date: invitation.acceptedAt,
          recipients: invitation.recipients,
        }));
      },
    },
  ];
}
