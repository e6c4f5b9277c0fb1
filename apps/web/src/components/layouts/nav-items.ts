import {
  CalendarDays,
  Car,
  FileText,
  House,
  Wrench,
  ListChecks,
  ShieldCheck,
  Users,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  id: string;
  href: string;
  icon: LucideIcon;
  /** Label in the sidebar and the More sheet (a key of the `shell` namespace). */
  labelKey:
    | 'nav.dashboard'
    | 'nav.adminPortal'
    | 'nav.settings'
    | 'nav.family'
    | 'nav.tasks'
    | 'nav.calendar'
    | 'nav.vehicles'
    | 'nav.houseMaintenance'
    | 'nav.documents';
  /** Shorter label on the mobile bottom tab bar. */
  tabLabelKey?: 'nav.home';
  /** Where the entry sits on mobile: its own bottom tab, or inside the More sheet. */
  mobile: 'tab' | 'more';
  /** Also active on these exact paths (Home is active on /app and /app/). */
  alsoActiveOn?: string[];
}

/**
 * The one list of navigation entries, shared by the sidebar, the bottom tab bar and the More
 * sheet. Only screens that exist are listed; later issues add tasks, calendar, family, ...
 */
export const navItems: NavItem[] = [
  {
    id: 'dashboard',
    href: paths.app.dashboard.getHref(),
    icon: House,
    labelKey: 'nav.dashboard',
    tabLabelKey: 'nav.home',
    mobile: 'tab',
    alsoActiveOn: [paths.app.root.getHref(), `${paths.app.root.getHref()}/`],
  },
  {
    id: 'tasks',
    href: paths.app.tasks.getHref(),
    icon: ListChecks,
    labelKey: 'nav.tasks',
    mobile: 'tab',
  },
  {
    id: 'calendar',
    href: paths.app.calendar.getHref(),
    icon: CalendarDays,
    labelKey: 'nav.calendar',
    mobile: 'tab',
  },
  {
    id: 'family',
    href: paths.app.family.getHref(),
    icon: Users,
    labelKey: 'nav.family',
    mobile: 'tab',
  },
  {
    id: 'vehicles',
    href: paths.app.vehicles.getHref(),
    icon: Car,
    labelKey: 'nav.vehicles',
    mobile: 'more',
  },
  {
    id: 'house-maintenance',
    href: paths.app.houseMaintenance.getHref(),
    icon: Wrench,
    labelKey: 'nav.houseMaintenance',
    mobile: 'more',
  },
  {
    id: 'documents',
    href: paths.app.documents.getHref(),
    icon: FileText,
    labelKey: 'nav.documents',
    mobile: 'more',
  },
  {
    id: 'settings',
    href: paths.app.settings.getHref(),
    icon: Settings,
    labelKey: 'nav.settings',
    mobile: 'more',
  },
];

/** Shown only to platform administrators (role admin); the group is hidden while empty. */
export const adminNavItems: NavItem[] = [
  {
    id: 'admin',
    href: paths.app.admin.getHref(),
    icon: ShieldCheck,
    labelKey: 'nav.adminPortal',
    mobile: 'more',
  },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return (
    pathname === item.href ||
    pathname.startsWith(`${item.href}/`) ||
    (item.alsoActiveOn ?? []).includes(pathname)
  );
}
