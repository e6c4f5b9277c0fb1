import type { Document, DocumentsOverview } from '@usra/domain/documents/document-schema';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatNumber } from '../format';
import type { DocumentActions } from '../hooks/use-document-actions';
import { Badge } from '@/components/ui/badge';
import { DocumentList, DocumentsSkeleton } from './document-list';

const sections = ['expired', 'expiringSoon', 'proposals', 'important'] as const;

/**
 * Alerts (DECISIONS: real): expired, expiring within 30 days, expiry dates found in the text
 * waiting for confirmation, and important documents.
 */
export function AlertsTab({
  overview,
  actions,
}: {
  overview: DocumentsOverview | undefined;
  actions: DocumentActions;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  if (!overview) return <DocumentsSkeleton />;
  const lists: Record<(typeof sections)[number], Document[]> = overview.alerts;
  if (sections.every((key) => lists[key].length === 0)) {
    return (
      <div
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card p-8 text-center"
        data-testid="alerts-empty"
      >
        <BellOff aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{t('alerts.none')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {sections.map((key) =>
        lists[key].length === 0 ? null : (
          <section key={key} className="flex flex-col gap-3" data-testid={`alerts-${key}`}>
            <h2
              className={`flex items-center gap-2 font-semibold ${key === 'expired' ? 'text-destructive' : ''}`}
            >
              {t(`alerts.${key}`)}
              <Badge tone={key === 'expired' ? 'danger' : key === 'important' ? 'warning' : 'info'}>
                {formatNumber(lists[key].length, language)}
              </Badge>
            </h2>
            <DocumentList documents={lists[key]} today={overview.today} actions={actions} />
          </section>
        ),
      )}
    </div>
  );
}
