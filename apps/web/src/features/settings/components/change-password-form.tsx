import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { checkPassword, passwordRules } from '@usra/domain/auth/password';
import { ChangePasswordInputSchema } from '@usra/domain/settings/settings-schema';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [revokeOtherSessions, setRevoke] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const check = checkPassword(newPassword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirm) {
      setProblem(t('security.mismatch'));
      return;
    }
    const parsed = ChangePasswordInputSchema.safeParse({
      currentPassword,
      newPassword,
      revokeOtherSessions,
    });
    if (!parsed.success) {
      setProblem(translateValidationMessage(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setProblem(null);
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('security.changed'));
        setCurrent('');
        setNew('');
        setConfirm('');
      },
      onError: (error) =>
        setProblem(t('security.changeFailed', { detail: getErrorMessage(error) })),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert>{problem}</FormAlert>
      <FormField
        label={t('security.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <FormField
        label={t('security.newPassword')}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        description={
          newPassword ? (
            <div className="text-xs">
              <p className="text-muted-foreground">{t('security.rules.title')}</p>
              <ul className="mt-1 grid gap-0.5 sm:grid-cols-2" data-testid="password-rules">
                {passwordRules.map((rule) => (
                  <li
                    key={rule}
                    className={cn(
                      check.unmet.includes(rule) ? 'text-destructive' : 'text-strength-strong',
                    )}
                  >
                    {check.unmet.includes(rule) ? '✗' : '✓'} {t(`security.rules.${rule}`)}
                  </li>
                ))}
                <li
                  className={check.hasCommonPattern ? 'text-destructive' : 'text-strength-strong'}
                >
                  {check.hasCommonPattern ? '✗' : '✓'} {t('security.rules.commonPattern')}
                </li>
              </ul>
            </div>
          ) : null
        }
      />
      <FormField
        label={t('security.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={revokeOtherSessions}
          onChange={(e) => setRevoke(e.target.checked)}
          className="size-4 accent-(--color-primary)"
        />
        {t('security.revokeOthers')}
      </label>
      <div>
        <Button
          type="submit"
          disabled={change.isPending || !currentPassword || !newPassword || !confirm}
        >
          {change.isPending ? <Spinner className="size-4" /> : null}
          {t('security.change')}
        </Button>
      </div>
    </form>
  );
}
