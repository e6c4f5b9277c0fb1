import { type Asset } from '@usra/domain/assets/asset-schema';
import { CalendarClock, MapPin, Package, Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate, formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useAssetsOverview } from '../api/get-assets';
import { useDeleteAsset } from '../api/save-asset';
import { formatMoney } from '../format';
import { AssetDetailDialog } from './asset-detail';
import { Badge, card } from '@/components/ui/badge';
import { Highlights } from './asset-highlights';
import { AssetForm } from './asset-form';
import { LoadFailed } from '@/components/ui/load-state';

const statusTone = {
  active: 'success',
  needs_repair: 'danger',
  in_storage: 'neutral',
  retired: 'neutral',
} as const;

/** The Assets tab: the family's household assets, what is overdue or coming up for them. */
export function AssetsTab() {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  const overview = useAssetsOverview();
  const remove = useDeleteAsset();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  if (overview.isError)
    return (
      <LoadFailed
        message={t('assets.loadFailed')}
        retryLabel={t('tryAgain')}
        onRetry={() => void overview.refetch()}
      />
    );
  const data = overview.data;
  if (!data)
    return (
      <div role="status" className="flex justify-center p-8 text-primary">
        <Spinner className="size-8" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  const n = (value: number) => formatNumber(value, language);
  const open = data.assets.find((asset) => asset.id === openId) ?? null;

  return (
    <div className="flex flex-col gap-4" data-testid="assets-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('assets.title')}</h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('assets.add')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ['totalAssets', n(data.summary.totalAssets), false],
            [
              'overdueSchedules',
              n(data.summary.overdueSchedules),
              data.summary.overdueSchedules > 0,
            ],
            [
              'upcomingReminders',
              n(data.summary.upcomingReminders),
              data.summary.upcomingReminders > 0,
            ],
            [
              'expensesThisYear',
              formatMoney(data.summary.expensesThisYear, currency, language),
              false,
            ],
          ] as const
        ).map(([key, value, alert]) => (
          <div key={key} className={card} data-testid={`asset-summary-${key}`}>
            <dt className="text-sm text-muted-foreground">{t(`assets.${key}`)}</dt>
            <dd className={`mt-1 text-xl font-bold ${alert ? 'text-destructive' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Highlights data={data} onOpen={setOpenId} />
      {data.assets.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-8 text-center">
          <Package aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">{t('assets.empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="asset-list">
          {data.assets.map((asset) => (
            <li key={asset.id} className={`${card} flex flex-col gap-2`} data-testid="asset-card">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{asset.name}</h3>
                  <p className="text-sm text-muted-foreground">
                    {t(`assetCategory.${asset.category}`)}
                  </p>
                </div>
                <Badge tone={statusTone[asset.status]}>{t(`assetStatus.${asset.status}`)}</Badge>
              </div>
              {asset.location ? (
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  {asset.location}
                </p>
              ) : null}
              <p className="flex items-center gap-1 text-sm">
                <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                {asset.warrantyExpiry
                  ? t('assets.warrantyUntil', {
                      date: formatCalendarDate(asset.warrantyExpiry, language),
                    })
                  : t('assets.noWarranty')}
              </p>
              <p className="text-sm font-medium" data-testid="asset-expenses-total">
                {t('assets.totalExpenses', {
                  amount: formatMoney(asset.totalExpenses, currency, language),
                })}
              </p>
              <div className="mt-auto flex flex-wrap gap-1 border-t border-border pt-2">
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full"
                  onClick={() => setOpenId(asset.id)}
                >
                  <CalendarClock aria-hidden="true" className="size-4" />
                  {t('assets.manage')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setEditing(asset)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('assets.edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="ms-auto text-destructive"
                  onClick={() => setDeleting(asset)}
                  aria-label={`${t('assets.delete')} ${asset.name}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={adding || editing !== null}
        onOpenChange={(next) => {
          if (!next) {
            setAdding(false);
            setEditing(null);
          }
        }}
        title={editing ? t('assets.editTitle') : t('assets.addTitle')}
        size="lg"
        testId="asset-dialog"
      >
        {adding || editing ? (
          <AssetForm
            key={editing?.id ?? 'new'}
            asset={editing}
            onDone={() => {
              setAdding(false);
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <AssetDetailDialog asset={open} overview={data} onClose={() => setOpenId(null)} />
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('assets.deleteTitle')}
        description={t('assets.deleteBody')}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={(asset) => remove.mutateAsync(asset.id)}
        pending={remove.isPending}
        deletedMessage={t('assetToast.deleted')}
        failedMessage={t('assetToast.deleteFailed')}
      />
    </div>
  );
}
