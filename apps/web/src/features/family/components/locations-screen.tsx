import { presenceStatus } from '@usra/domain/family/location-schema';
import type { FamilyMember, MemberStatus } from '@usra/domain/family/member-schema';
import { LocateFixed, MapPinned, Trash2, UserPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { readPublicConfig } from '@/lib/public-config';
import { useDeleteMember } from '../api/delete-member';
import { useMembers } from '../api/get-members';
import { useLocationSharing } from '../hooks/use-location-sharing';
import { LoadError } from './load-error';

// Leaflet and its CSS load only on this screen, and only when map tiles are configured.
const FamilyMap = lazy(() => import('./family-map'));
const mapConfig = readPublicConfig().map;

const dotClasses: Record<MemberStatus, string> = {
  active: 'bg-emerald-500',
  idle: 'bg-amber-500',
  offline: 'bg-slate-400',
};
const badgeClasses: Record<MemberStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800',
  idle: 'bg-amber-50 text-amber-800',
  offline: 'bg-muted text-muted-foreground',
};

/** Re-renders every minute, so that presence ages without new data. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function SharingCard() {
  const { t } = useTranslation('family');
  const sharing = useLocationSharing();
  return (
    <section
      aria-labelledby="share-location"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <LocateFixed aria-hidden="true" className="size-5 text-primary" />
          <h2 id="share-location" className="font-semibold">
            {t('locations.share')}
          </h2>
        </div>
        <input
          type="checkbox"
          role="switch"
          aria-labelledby="share-location"
          aria-describedby="share-location-help"
          checked={sharing.enabled}
          onChange={(event) => sharing.setSharing(event.target.checked)}
          className="size-5 accent-(--color-primary)"
        />
      </div>
      <p id="share-location-help" className="text-sm text-muted-foreground">
        {sharing.enabled ? t('locations.sharingOn') : t('locations.sharingOff')}
      </p>
      {sharing.problem ? (
        <p role="alert" className="text-sm text-destructive">
          {t(`locations.problems.${sharing.problem}`)}
        </p>
      ) : null}
    </section>
  );
}

/** Family locations (spec home-vehicles-documents, Family location). */
export function LocationsScreen() {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  const members = useMembers();
  const remove = useDeleteMember();
  const now = useMinute();
  const [deleting, setDeleting] = useState<FamilyMember | null>(null);
  const tracked = (members.data ?? []).filter((m) => m.lastSeen !== null).length;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">{t('locations.title')}</h1>
          <p className="flex items-center gap-2 text-sm font-medium" data-testid="tracked-count">
            <MapPinned aria-hidden="true" className="size-4" />
            {t('locations.tracked', { count: tracked, countText: formatNumber(tracked, language) })}
          </p>
        </div>
        <Link to={paths.app.family.getHref({ action: 'add' })} className={buttonClasses('primary')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('actions.addMember')}
        </Link>
      </header>
      <SharingCard />
      {mapConfig && members.data ? (
        <Suspense fallback={<Spinner />}>
          <FamilyMap
            members={members.data}
            now={now}
            tileUrl={mapConfig.tileUrl}
            attribution={mapConfig.attribution}
          />
        </Suspense>
      ) : null}
      {members.isPending ? (
        <Spinner />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('locations.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {members.data.map((member) => {
            const status = presenceStatus(member, now);
            return (
              <li
                key={member.id}
                data-testid="location-row"
                className="flex items-center gap-3 rounded-xl border border-border bg-card p-4"
              >
                <span
                  aria-hidden="true"
                  className={cn('size-3 shrink-0 rounded-full', dotClasses[status])}
                />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="font-semibold">{member.name}</span>
                  <span className="truncate text-sm text-muted-foreground">
                    {member.lastLocation ?? t('locations.unknownLocation')}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {member.lastSeen
                      ? t('locations.lastSeen', { time: formatDateTime(member.lastSeen, language) })
                      : t('locations.neverSeen')}
                  </span>
                </div>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-medium',
                    badgeClasses[status],
                  )}
                >
                  {t(`statuses.${status}`)}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive"
                  aria-label={`${t('actions.delete')}: ${member.name}`}
                  onClick={() => setDeleting(member)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('member.deleteTitle')}
        description={t('member.deleteDescription', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onDelete={(member) => remove.mutateAsync(member.id)}
        pending={remove.isPending}
        deletedMessage={t('toast.memberRemoved')}
        failedMessage={t('toast.memberRemoveFailed')}
      />
    </div>
  );
}
