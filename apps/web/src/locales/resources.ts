import arAdmin from './ar/admin.json';
import arSettings from './ar/settings.json';
import arAuth from './ar/auth.json';
import arCalendar from './ar/calendar.json';
import arCommon from './ar/common.json';
import arDashboard from './ar/dashboard.json';
import arErrors from './ar/errors.json';
import arFamily from './ar/family.json';
import arShell from './ar/shell.json';
import arTasks from './ar/tasks.json';
import arValidation from './ar/validation.json';
import arVehicles from './ar/vehicles.json';
import arHouse from './ar/house.json';
import arNotifications from './ar/notifications.json';
import arTester from './ar/tester.json';
import arDocuments from './ar/documents.json';
import arProjects from './ar/projects.json';
import arAssistant from './ar/assistant.json';
import enAdmin from './en/admin.json';
import enSettings from './en/settings.json';
import enAuth from './en/auth.json';
import enCalendar from './en/calendar.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enErrors from './en/errors.json';
import enFamily from './en/family.json';
import enShell from './en/shell.json';
import enTasks from './en/tasks.json';
import enValidation from './en/validation.json';
import enVehicles from './en/vehicles.json';
import enHouse from './en/house.json';
import enNotifications from './en/notifications.json';
import enTester from './en/tester.json';
import enDocuments from './en/documents.json';
import enProjects from './en/projects.json';
import enAssistant from './en/assistant.json';

export const en = {
  common: enCommon,
  auth: enAuth,
  shell: enShell,
  dashboard: enDashboard,
  errors: enErrors,
  family: enFamily,
  validation: enValidation,
  admin: enAdmin,
  settings: enSettings,
  tasks: enTasks,
  calendar: enCalendar,
  vehicles: enVehicles,
  house: enHouse,
  notifications: enNotifications,
  tester: enTester,
  documents: enDocuments,
  projects: enProjects,
  assistant: enAssistant,
};

export const ar: Record<keyof typeof en, object> = {
  common: arCommon,
  auth: arAuth,
  shell: arShell,
  dashboard: arDashboard,
  errors: arErrors,
  family: arFamily,
  validation: arValidation,
  admin: arAdmin,
  settings: arSettings,
  tasks: arTasks,
  calendar: arCalendar,
  vehicles: arVehicles,
  house: arHouse,
  notifications: arNotifications,
  tester: arTester,
  documents: arDocuments,
  projects: arProjects,
  assistant: arAssistant,
};

export const resources = { ar, en };

export type Namespace = keyof typeof en;
export const namespaces = Object.keys(en) as Namespace[];
