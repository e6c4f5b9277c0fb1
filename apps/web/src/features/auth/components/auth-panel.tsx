import * as Tabs from '@radix-ui/react-tabs';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SignInForm } from './sign-in-form';
import { SingleSignOn, usePasswordSignIn } from './single-sign-on';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'sign-in' | 'sign-up';

interface AuthPanelProps {
  defaultTab?: AuthTab;
  onSuccess: () => void;
  /** `?error=` of the single sign-on round trip that came back here. */
  ssoError?: string | null;
}

const triggerClasses = cn(
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
  'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export function AuthPanel({ defaultTab = 'sign-in', onSuccess, ssoError = null }: AuthPanelProps) {
  const { t } = useTranslation('auth');
  const passwords = usePasswordSignIn();
  return (
    <div className="flex flex-col gap-5">
      <SingleSignOn error={ssoError} />
      {passwords ? null : <p className="text-sm text-muted-foreground">{t('passwordsOff')}</p>}
      <Tabs.Root hidden={!passwords} defaultValue={defaultTab} className="flex flex-col gap-5">
        <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 rounded-lg bg-muted p-1">
          <Tabs.Trigger value="sign-in" className={triggerClasses}>
            {t('tabs.signIn')}
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={triggerClasses}>
            {t('tabs.signUp')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in">
          <SignInForm onSuccess={onSuccess} />
        </Tabs.Content>
        <Tabs.Content value="sign-up">
          <SignUpForm onSuccess={onSuccess} />
        </Tabs.Content>
      </Tabs.Root>
      <p
        hidden={!passwords}
        className="flex items-start gap-2 rounded-lg bg-accent p-3 text-sm text-accent-foreground"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('tip')}</span>
      </p>
    </div>
  );
}
