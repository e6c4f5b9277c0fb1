import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-media-query';
import { cornerClasses, type PanelState } from './panel-place';

/** The panel's own chunk: only this button is part of the app shell. */
const AssistantPanel = lazy(() => import('./assistant-panel'));

/**
 * The floating assistant button (spec core: bottom corner of the shell; the inline-end one, so
 * it mirrors in Arabic) and the panel it opens: closed, open or minimised (spec section 4).
 */
export function AssistantLauncher() {
  const { t } = useTranslation('assistant');
  const mobile = useIsMobile();
  const [state, setState] = useState<PanelState>('closed');
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setState('closed');
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      {state === 'closed' ? (
        <button
          ref={button}
          type="button"
          aria-label={t('launcher')}
          aria-expanded={false}
          data-testid="assistant-button"
          onClick={() => setState('open')}
          className={cn(
            'fixed z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:ring-4 focus-visible:ring-primary/40 focus-visible:outline-none',
            cornerClasses(mobile),
          )}
        >
          <Sparkles aria-hidden="true" className="size-6" />
        </button>
      ) : (
        <Suspense fallback={null}>
          <AssistantPanel
            state={state}
            mobile={mobile}
            onMinimise={() => setState('minimised')}
            onRestore={() => setState('open')}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
