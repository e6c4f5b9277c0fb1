import type { AppModule, Platform } from '../../platform/module.js';
import { SOURCE_LIMIT } from '../../platform/notification-source.js';
import { DASHBOARD_REMINDERS, type Registries } from '../../platform/registries.js';
import { AssetRemindersRepository } from './asset-reminders.repository.js';
import { RepositoryAssetReads, type AssetReads } from './assets.read-model.js';
import { AssetsRepository } from './assets.repository.js';
import { assetsRoutes } from './assets.routes.js';
import { AssetsService } from './assets.service.js';

export type { AssetFeedEntry, AssetReads } from './assets.read-model.js';

export interface AssetsModule extends AppModule {
  /** Reminders due for the dashboard, open schedules for the calendar feed. */
  reads: AssetReads;
}

/** The family's household assets with their schedules, expenses and smart reminders. */
export function assetsModule(platform: Platform): AssetsModule {
  const { db, events, audit, clock, registries } = platform;
  const reminders = new AssetRemindersRepository(db);
  const repo = new AssetsRepository(db, reminders);
  const reads = new RepositoryAssetReads(repo, reminders);
  contribute(registries, reads);
  return {
    name: 'assets',
    prefix: '/api',
    routes: assetsRoutes(new AssetsService(repo, reminders, events, audit, clock)),
    reads,
  };
}

/** Reminders due in the bell and on the dashboard; open schedules in the calendar feed. */
function contribute(registries: Registries, reads: AssetReads): void {
  registries.notifications.add({
    name: 'assets',
    topics: ['assets'],
    kinds: ['assetReminder'],
    async notifications(familyId, day) {
      const reminders = await reads.remindersDue(familyId, day.today, SOURCE_LIMIT);
      return reminders.map((reminder) => ({
        kind: 'assetReminder' as const,
        sourceId: reminder.id,
        version: reminder.triggerDate,
        params: {
          title: reminder.title,
          assetName: reminder.assetName,
          date: reminder.triggerDate,
        },
        link: '/app/house-maintenance?view=assets',
        date: reminder.triggerDate,
      }));
    },
  });
  registries.dashboard.add({
    name: 'assets',
    async load(familyId, day) {
      return {
        assetRemindersDue: await reads.remindersDue(familyId, day.today, DASHBOARD_REMINDERS),
      };
    },
  });
  registries.calendarFeed.add({
    name: 'assets',
    async items(familyId, { limit }) {
      const entries = await reads.feedSchedules(familyId, limit);
      return entries.map((entry) => ({ allDay: true as const, ...entry }));
    },
  });
}
