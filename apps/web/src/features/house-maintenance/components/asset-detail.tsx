import { type Asset, type AssetsOverview } from '@usra/domain/assets/asset-schema';
import { Modal } from '@/components/ui/modal';
import { LinkedDocuments } from '@/components/ui/linked-documents';
import { useLinkedDocuments } from '@/lib/use-linked-documents';
import { Expenses } from './asset-expenses';
import { Reminders } from './asset-reminders';
import { Schedules } from './asset-schedules';

/** One asset's schedules (add, complete with a cost, cancel), expenses and reminders. */
export function AssetDetailDialog({
  asset,
  overview,
  onClose,
}: {
  asset: Asset | null;
  overview: AssetsOverview;
  onClose: () => void;
}) {
  return (
    <Modal
      open={asset !== null}
      onOpenChange={(open) => !open && onClose()}
      title={asset?.name ?? ''}
      size="lg"
      testId="asset-detail"
    >
      {asset ? (
        <div className="flex flex-col gap-5">
          <Schedules
            asset={asset}
            schedules={overview.schedules.filter((s) => s.assetId === asset.id)}
          />
          <Expenses asset={asset} />
          <Reminders
            asset={asset}
            reminders={overview.reminders.filter((r) => r.assetId === asset.id)}
          />
          <AssetDocuments assetId={asset.id} />
        </div>
      ) : null}
    </Modal>
  );
}

/** The documents linked to this asset (issue 15), with a link to open each. */
function AssetDocuments({ assetId }: { assetId: string }) {
  const documents = useLinkedDocuments('asset', assetId);
  return (
    <LinkedDocuments
      documents={documents.data}
      failed={documents.isError}
      testId="asset-documents"
    />
  );
}
