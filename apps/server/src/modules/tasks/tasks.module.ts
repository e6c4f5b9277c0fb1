import type { Task } from '@usra/domain/tasks/task-schema';
import { completionRate } from '@usra/domain/tasks/task-rules';
import { VersionedPages } from '../../db/versioned-pages.js';
import { rrule } from '../../platform/ical/rrule.js';
import type { AppModule, Platform } from '../../platform/module.js';
import { SOURCE_LIMIT } from '../../platform/notification-source.js';
import type { CalendarFeedItem, Registries } from '../../platform/registries.js';
import { ErrandsRepository } from './errands.repository.js';
import { errandsRoutes } from './errands.routes.js';
import { ErrandsService, type ErrandPlaces, type FamilyUnits } from './errands.service.js';
import { NearbyRepository } from './nearby.repository.js';
import { NearbyService } from './nearby.service.js';
import { KyselyTaskReads, type TaskReads } from './tasks.read-model.js';
import { TaskStatsRepository } from './task-stats.repository.js';
import { TasksRepository } from './tasks.repository.js';
import { tasksRoutes } from './tasks.routes.js';
import { TasksService, type TaskFamily } from './tasks.service.js';

export type { ErrandPlaces, FamilyUnits, SavedPlace } from './errands.service.js';
export type { NearbyCheck } from './nearby.service.js';
export type { TaskCounts, TaskReads } from './tasks.read-model.js';
export type { TaskFamily } from './tasks.service.js';

export interface TasksModule extends AppModule {
  /** The tasks read model, for modules (calendar feed, dashboard) that show tasks. */
  reads: TaskReads;
  /** The screens' own task actions, for the assistant (same validation, audit, live events). */
  actions: Pick<TasksService, 'get' | 'create' | 'update' | 'setStatus' | 'delete'>;
  /** Location-aware suggestions: where a shared position arrives (the family module). */
  nearby: Pick<NearbyService, 'arrived'>;
}

/** Tasks, with "Plan my errands". */
export function tasksModule(
  platform: Platform,
  /**
   * The family's distance units for "Plan my errands" (from the settings module), the saved
   * places, and the assignees and time zone (from the family module).
   */
  deps: { units: FamilyUnits; places: ErrandPlaces; family: TaskFamily },
): TasksModule {
  const { db, engine, events, audit, geocoder, limiter, config, clock, registries } = platform;
  const errands = new ErrandsService(
    new ErrandsRepository(db),
    deps.units,
    deps.places,
    geocoder,
    limiter,
    config.rateLimits.geocodeLookup,
    clock,
  );
  const tasks = new TasksService(
    // PostgreSQL: the list a round trip away is kept between changes (issue 30, decision 020).
    new TasksRepository(db, engine === 'postgres' ? new VersionedPages() : undefined),
    new TaskStatsRepository(db),
    deps.family,
    events,
    audit,
    clock,
  );
  const reads = new KyselyTaskReads(db);
  contribute(registries, reads);
  return {
    name: 'tasks',
    prefix: '/api',
    async routes(app) {
      await app.register(errandsRoutes(errands));
      await app.register(tasksRoutes(tasks));
    },
    reads,
    actions: tasks,
    nearby: new NearbyService(new NearbyRepository(db), events, clock),
  };
}

/** A dated task in the family's iCalendar feed: at its due time, for its estimated duration. */
export function taskFeedItem(task: Task): CalendarFeedItem | null {
  if (!task.dueDate) return null;
  const start = new Date(task.dueDate);
  const minutes =
    task.estimatedDuration && task.estimatedDuration > 0 ? task.estimatedDuration : 30;
  return {
    uid: `task-${task.id}`,
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
    title: task.status === 'completed' ? `✓ ${task.title}` : task.title,
    category: `TASK,${task.category.toUpperCase()}`,
    // Only the open occurrence carries the series; completed ones stay as history.
    rrule: task.status === 'completed' ? null : rrule(task),
    description: task.description,
    location: task.location,
  };
}

/** Overdue and nearby tasks in the bell, the dashboard's task tiles, dated tasks in the feed. */
function contribute(registries: Registries, reads: TaskReads): void {
  registries.notifications.add(
    {
      name: 'tasks',
      topics: ['tasks'],
      kinds: ['taskOverdue'],
      async notifications(familyId, day) {
        const tasks = await reads.overdue(familyId, day.now.toISOString(), SOURCE_LIMIT);
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
      kinds: ['taskNearby'],
      async notifications(familyId, day) {
        const told = await reads.nearbyToday(familyId, day.dayStart, day.dayEnd, SOURCE_LIMIT);
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
  );
  registries.dashboard.add({
    name: 'tasks',
    async load(familyId, day) {
      const now = day.now.toISOString();
      const [counts, tasksDueToday, overdueTasks] = await Promise.all([
        reads.summary(familyId, now, day.dayStart, day.dayEnd),
        reads.dueBetween(familyId, day.dayStart, day.dayEnd, 20),
        reads.overdue(familyId, now, 3),
      ]);
      return {
        summary: { ...counts, completionRate: completionRate(counts.completed, counts.total) },
        tasksDueToday,
        overdueTasks,
      };
    },
  });
  registries.calendarFeed.add({
    name: 'tasks',
    async items(familyId, { limit }) {
      const dated = await reads.dated(familyId, limit);
      return dated.flatMap((task) => taskFeedItem(task) ?? []);
    },
  });
}
