import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isNavItemActive, type NavItem } from './nav-items';

interface NavLinkItemProps {
  item: NavItem;
  /** The sidebar is folded to icons: the label stays for screen readers and as a tooltip. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function SidebarNavLink({ item, collapsed = false, onNavigate }: NavLinkItemProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const label = t(item.labelKey);
  const Icon = item.icon;
  return (
    <NavLink
      to={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      className={cn(
        'flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
        collapsed ? 'justify-center' : 'px-3',
        active
          ? 'bg-accent text-accent-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
    </NavLink>
  );
}
