import { Plus } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n';

export function useLanguage() {
  const { i18n } = useTranslation('house');
  return currentLanguage(i18n.resolvedLanguage);
}

export function Part({
  title,
  onAdd,
  addLabel,
  adding,
  children,
  testId,
}: {
  title: string;
  onAdd: () => void;
  addLabel: string;
  adding: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="flex flex-col gap-2" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-1">
        <h3 className="font-semibold">{title}</h3>
        {adding ? null : (
          <Button variant="outline" size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

export const blankIsNull = (value: string) => (value.trim() === '' ? null : value);

export function FormButtons({
  pending,
  onCancel,
  label,
}: {
  pending: boolean;
  onCancel: () => void;
  label: string;
}) {
  const { t } = useTranslation('house');
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? <Spinner /> : null}
        {label}
      </Button>
    </div>
  );
}
