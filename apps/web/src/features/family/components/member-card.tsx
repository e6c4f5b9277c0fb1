import { memberInitials, type FamilyMember } from '@usra/domain/family/member-schema';
import { Briefcase, Cake, Mail, MapPin, Pencil, Phone, Trash2, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

const statusClasses: Record<FamilyMember['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800',
  idle: 'bg-amber-50 text-amber-800',
  offline: 'bg-muted text-muted-foreground',
};

interface MemberCardProps {
  member: FamilyMember;
  /** Invited and not joined yet: shown as "Invited", never with a status of their own. */
  invited?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onAddresses?: () => void;
}

export function MemberCard({ member, invited, onEdit, onDelete, onAddresses }: MemberCardProps) {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  return (
    <li
      data-testid="member-card"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-semibold text-accent-foreground"
        >
          {memberInitials(member.name)}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="truncate text-base font-semibold">{member.name}</h3>
          <div className="flex flex-wrap gap-1.5">
            <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
              {t(`roles.${member.role}`)}
            </span>
            <span
              data-testid="member-status"
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-medium',
                invited ? 'border border-dashed border-border' : statusClasses[member.status],
              )}
            >
              {invited ? t('statuses.invited') : t(`statuses.${member.status}`)}
            </span>
          </div>
        </div>
      </div>
      <dl className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        {member.email ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('fields.email')}</dt>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <dd dir="ltr" className="truncate">
              {member.email}
            </dd>
          </div>
        ) : null}
        {member.phone ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('fields.phone')}</dt>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <dd dir="ltr">{member.phone}</dd>
          </div>
        ) : null}
        {member.birthDate ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('fields.birthDate')}</dt>
            <Cake aria-hidden="true" className="size-4 shrink-0" />
            <dd>{formatCalendarDate(member.birthDate, language)}</dd>
          </div>
        ) : null}
        {member.schoolWork ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('fields.schoolWork')}</dt>
            <Briefcase aria-hidden="true" className="size-4 shrink-0" />
            <dd className="truncate">{member.schoolWork}</dd>
          </div>
        ) : null}
        {member.emergencyContactName ? (
          <div className="flex items-center gap-2" data-testid="member-emergency-contact">
            <dt className="flex items-center gap-2">
              <Siren aria-hidden="true" className="size-4 shrink-0" />
              {t('fields.emergencyContactName')}:
            </dt>
            <dd className="truncate">{member.emergencyContactName}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {onAddresses ? (
          <Button variant="outline" size="sm" onClick={onAddresses}>
            <MapPin aria-hidden="true" className="size-4" />
            {t('actions.addresses')}
            <span className="sr-only">: {member.name}</span>
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('actions.edit')}
          <span className="sr-only">: {member.name}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} className="text-destructive">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('actions.delete')}
          <span className="sr-only">: {member.name}</span>
        </Button>
      </div>
    </li>
  );
}
