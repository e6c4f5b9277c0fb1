import { ClipboardList, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** No items yet: what the screen is for, and the way to add the first one. */
export function EmptyItems({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('house');
  return (
    <div
      data-testid="items-empty"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-8 text-center"
    >
      <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">{t('empty.title')}</p>
      <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {t('empty.add')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('empty.starterHint')}</p>
    </div>
  );
}
