import {
  CreateAssetExpenseInputSchema,
  CreateAssetInputSchema,
  CreateAssetScheduleInputSchema,
  CreateSmartReminderInputSchema,
  type Asset,
  type AssetExpense,
  type AssetSchedule,
  type CreateAssetExpenseInput,
  type CreateAssetInput,
  type CreateAssetScheduleInput,
  type CreateSmartReminderInput,
  type SmartReminder,
} from '@usra/domain/assets/asset-schema';
import {
  CreateProjectInputSchema,
  PhaseInputSchema,
  type CreateProjectInput,
  type Phase,
  type PhaseInput,
  type Project,
} from '@usra/domain/documents/project-schema';
import {
  CreateHistoryInputSchema,
  CreateMaintenanceItemInputSchema,
  type CreateHistoryInput,
  type CreateMaintenanceItemInput,
  type MaintenanceHistoryEntry,
  type MaintenanceItem,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { AssetRemindersRepository } from '../../modules/assets/asset-reminders.repository.js';
import { AssetsRepository } from '../../modules/assets/assets.repository.js';
import { AssetsService } from '../../modules/assets/assets.service.js';
import { HouseMaintenanceRepository } from '../../modules/house-maintenance/house-maintenance.repository.js';
import { HouseMaintenanceService } from '../../modules/house-maintenance/house-maintenance.service.js';
import { ProjectsRepository } from '../../modules/projects/projects.repository.js';
import { ProjectsService } from '../../modules/projects/projects.service.js';
import { actorOf, todayOf, type FactoryEnv, type FamilyActor } from './shared.js';

export interface HomeFactories {
  /**
   * A house maintenance item and its first scheduled entry ("Boiler" in "Kitchen" by default:
   * general, medium, good, 12 months; the entry's date counted in `timeZone`, UTC by default).
   */
  newMaintenanceItem(
    family: FamilyActor,
    overrides?: Partial<CreateMaintenanceItemInput>,
    timeZone?: string,
  ): Promise<MaintenanceItem>;
  /**
   * A repair recorded by hand in `itemId`'s history (the history's default date: today in
   * `timeZone`, UTC by default).
   */
  newMaintenanceHistory(
    family: FamilyActor,
    itemId: string,
    overrides?: Partial<CreateHistoryInput>,
    timeZone?: string,
  ): Promise<MaintenanceHistoryEntry>;
  /** An asset ("Fridge" by default: other, active; a warranty date adds its reminder). */
  newAsset(family: FamilyActor, overrides?: Partial<CreateAssetInput>): Promise<Asset>;
  /** An expense of `assetId` (100 on the clock's today by default, kind other). */
  newAssetExpense(
    family: FamilyActor,
    assetId: string,
    overrides?: Partial<CreateAssetExpenseInput>,
  ): Promise<AssetExpense>;
  /** A one-off maintenance entry of `assetId` ("Service" on the clock's today by default). */
  newAssetSchedule(
    family: FamilyActor,
    assetId: string,
    overrides?: Partial<CreateAssetScheduleInput>,
    timeZone?: string,
  ): Promise<AssetSchedule>;
  /** A custom reminder of `assetId` ("Check" on the clock's today by default). */
  newAssetReminder(
    family: FamilyActor,
    assetId: string,
    overrides?: Partial<CreateSmartReminderInput>,
    timeZone?: string,
  ): Promise<SmartReminder>;
  /** A construction project ("Kitchen renovation" at "Home" by default, planning, 0 %). */
  newProject(family: FamilyActor, overrides?: Partial<CreateProjectInput>): Promise<Project>;
  /** A phase added at the end of `projectId` ("Phase", pending by default). */
  newProjectPhase(
    family: FamilyActor,
    projectId: string,
    overrides?: Partial<PhaseInput>,
  ): Promise<Phase>;
}

/** The assets module's service over `env`'s database. */
export function assetsService(env: FactoryEnv): AssetsService {
  const { db, audit, unheard, clock } = env;
  const reminders = new AssetRemindersRepository(db);
  return new AssetsService(
    new AssetsRepository(db, reminders),
    reminders,
    unheard,
    audit,
    () => clock.now,
  );
}

/** House maintenance, assets and projects rows, through their modules' services. */
export function homeFactories(env: FactoryEnv): HomeFactories {
  const { db, clock, audit, unheard } = env;
  const now = () => clock.now;
  const houseMaintenance = () =>
    new HouseMaintenanceService(new HouseMaintenanceRepository(db), unheard, audit, now);
  const assets = () => assetsService(env);
  /** The projects service; a project's answer counts its documents: these factories add none. */
  const projects = () =>
    new ProjectsService(
      new ProjectsRepository(db),
      { countByProject: async () => new Map<string, number>() },
      unheard,
      now,
    );
  return {
    newMaintenanceItem(family, o = {}, timeZone = 'UTC') {
      const input = CreateMaintenanceItemInputSchema.parse({
        name: 'Boiler',
        location: 'Kitchen',
        ...o,
      });
      return houseMaintenance().createItem(actorOf(family), input, timeZone);
    },

    newMaintenanceHistory(family, itemId, o = {}, timeZone = 'UTC') {
      const input = CreateHistoryInputSchema.parse({ itemId, actionType: 'repair', ...o });
      return houseMaintenance().addHistory(actorOf(family), input, timeZone);
    },

    newAsset(family, o = {}) {
      return assets().create(
        actorOf(family),
        CreateAssetInputSchema.parse({ name: 'Fridge', ...o }),
      );
    },

    newAssetExpense(family, assetId, o = {}) {
      const input = CreateAssetExpenseInputSchema.parse({
        expenseDate: todayOf(clock),
        amount: 100,
        ...o,
      });
      return assets().addExpense(actorOf(family), assetId, input);
    },

    newAssetSchedule(family, assetId, o = {}, timeZone = 'UTC') {
      const input = CreateAssetScheduleInputSchema.parse({
        title: 'Service',
        scheduledDate: todayOf(clock),
        ...o,
      });
      return assets().addSchedule(actorOf(family), assetId, input, timeZone);
    },

    newAssetReminder(family, assetId, o = {}, timeZone = 'UTC') {
      const input = CreateSmartReminderInputSchema.parse({
        title: 'Check',
        triggerDate: todayOf(clock),
        ...o,
      });
      return assets().addReminder(actorOf(family), assetId, input, timeZone);
    },

    newProject(family, o = {}) {
      const input = CreateProjectInputSchema.parse({
        name: 'Kitchen renovation',
        projectType: 'renovation',
        location: 'Home',
        ...o,
      });
      return projects().create(actorOf(family), input);
    },

    async newProjectPhase(family, projectId, o = {}) {
      const input = PhaseInputSchema.parse({ name: 'Phase', ...o });
      const project = await projects().addPhase(actorOf(family), projectId, input);
      return project.phases.at(-1)!;
    },
  };
}
