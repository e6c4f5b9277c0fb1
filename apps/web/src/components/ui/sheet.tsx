import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * `start` slides from the reading start (right in Arabic), `end` from the other side (the
   * header's bell); `bottom` rises from the bottom.
   */
  side: 'start' | 'end' | 'bottom';
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}

export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  children,
  testId,
}: SheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content
          data-testid={testId}
          // Radix links the description itself; without one it must be told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed z-50 flex flex-col gap-4 bg-card p-5 shadow-xl',
            side === 'start' && 'inset-y-0 start-0 w-(--width-sidebar-mobile) max-w-[85vw]',
            side === 'end' && 'inset-y-0 end-0 w-96 max-w-full',
            side === 'bottom' &&
              'inset-x-0 bottom-0 max-h-[80dvh] rounded-t-2xl pb-[calc(1.25rem+env(safe-area-inset-bottom))]',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('actions.close')}
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="text-sm text-muted-foreground">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
