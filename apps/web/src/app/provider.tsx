import { QueryClientProvider } from '@tanstack/react-query';
import { limits } from '@usra/domain/common/limits';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import {
  getNotificationPreferences,
  getNotificationPreferencesQueryOptions,
  updateNotificationPreferences,
} from '@/features/settings/api/notification-preferences';
import { LANGUAGE_CHOSEN_EVENT, type Language } from '@/lib/i18n';
import { forgetSession, getSessionQueryOptions } from '@/lib/session';
import { signOut } from '@/features/auth/api/sign-out';
import { onTextCleaned } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { createQueryClient } from '@/lib/query-client';
import { useIsMobile } from '@/lib/use-media-query';
import { LanguageDirection } from '@/components/ui/direction';
import { paths } from '@/lib/paths';
import { router } from './router';

const SESSION_ENDED_TOAST = 'session-ended';
const CONNECTIVITY_TOAST = 'connectivity';

/**
 * A call answered UNAUTHENTICATED or SESSION_EXPIRED: forget the session and the family's data,
 * say so, and go to /auth.
 */
export const queryClient = createQueryClient({
  onSessionEnded: (error) => {
    forgetSession(queryClient);
    toast.error(getErrorMessage(error), { id: SESSION_ENDED_TOAST });
    // Drops the dead session cookie, so the next visit does not report the expiry again.
    signOut().catch(() => undefined);
    if (router.state.location.pathname !== paths.auth.getHref()) {
      void router.navigate(paths.auth.getHref(), { replace: true });
    }
  },
});

function ConnectivityToasts() {
  const { t } = useTranslation();
  useEffect(() => {
    // One id: coming back online replaces the offline notice instead of queueing behind it.
    const onOffline = () => toast.error(t('connectivity.offline'), { id: CONNECTIVITY_TOAST });
    const onOnline = () => toast.success(t('connectivity.online'), { id: CONNECTIVITY_TOAST });
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    // Opened with no network (the installed app, from the service worker): say so at once.
    if (!navigator.onLine) onOffline();
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [t]);
  return null;
}

/** The last part of a field's path ("metadata.title" → "title"), as the screens name it. */
const fieldName = (path: string) => path.split('.').pop() ?? path;

/**
 * "… contains potentially unsafe content that has been removed" (spec core section 5), for each
 * field the server cleaned. Shown just after the action's own toast ("Task created"), which the
 * one-toast limit would otherwise put in front of it.
 */
function TextCleanedToasts() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    onTextCleaned((fields) => {
      const lines = fields.map((path) => {
        const key = `fieldNames.${fieldName(path)}`;
        const field = i18n.exists(key) ? t(key as 'fieldNames.text') : t('fieldNames.text');
        return t('textCleaned', { field });
      });
      setTimeout(() => toast.warning(lines.join('\n'), { id: 'text-cleaned' }), 300);
    });
    return () => onTextCleaned(null);
  }, [t, i18n]);
  return null;
}

/**
 * A language picked with the switch is also the signed-in person's own (their profile's language:
 * the digest's, the pushes'), so that it follows them.
 */
function RememberLanguageChoice() {
  useEffect(() => {
    const onChosen = (event: Event) => {
      const language = (event as CustomEvent<Language>).detail;
      if (!queryClient.getQueryData(getSessionQueryOptions().queryKey)) return;
      getNotificationPreferences()
        .then((saved) =>
          saved.language === language
            ? saved
            : updateNotificationPreferences({ ...saved, language }),
        )
        .then((saved) =>
          queryClient.setQueryData(getNotificationPreferencesQueryOptions().queryKey, saved),
        )
        // The choice is still kept on this device (cookie); the profile catches up next time.
        .catch(() => undefined);
    };
    window.addEventListener(LANGUAGE_CHOSEN_EVENT, onChosen);
    return () => window.removeEventListener(LANGUAGE_CHOSEN_EVENT, onChosen);
  }, []);
  return null;
}

function Toasts() {
  const { t, i18n } = useTranslation();
  // A phone swipes a toast away; its 20 px close button would be a target under 44 px.
  const phone = useIsMobile();
  return (
    <Toaster
      dir={i18n.dir()}
      // At the bottom, so a toast never covers the page title, the bell or the menu: in the
      // middle on a desktop (the assistant's button keeps its corner), and on a phone above the
      // bottom tabs and the assistant's button (64 + 56 px, the gaps and the safe area). A toast
      // lets taps through to what lies under it (index.css), so a control near the bottom stays
      // usable, and a pointer resting there does not hold the toast open.
      position="bottom-center"
      offset={{ bottom: 24 }}
      mobileOffset={{ bottom: 'calc(148px + env(safe-area-inset-bottom))' }}
      visibleToasts={limits.toastLimit}
      duration={limits.toastRemoveDelayMs}
      closeButton={!phone}
      containerAriaLabel={t('notifications')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('actions.close') }}
    />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <LanguageDirection>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
        <ConnectivityToasts />
        <TextCleanedToasts />
        <RememberLanguageChoice />
      </QueryClientProvider>
    </LanguageDirection>
  );
}
