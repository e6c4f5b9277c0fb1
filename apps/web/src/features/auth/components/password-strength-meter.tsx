import { checkPassword, PASSWORD_SPECIALS } from '@usra/domain/auth/password';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const bar = {
  weak: 'w-1/3 bg-strength-weak',
  medium: 'w-2/3 bg-strength-medium',
  strong: 'w-full bg-strength-strong',
} as const;

/** The spec's meter: weak one third red, medium two thirds yellow, strong full green. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const check = checkPassword(password);
  const strengthText = t(`strength.${check.strength}`);
  const rules = [
    ...(['minLength', 'uppercase', 'lowercase', 'digit', 'special'] as const).map((rule) => ({
      id: rule,
      met: !check.unmet.includes(rule),
    })),
    { id: 'commonPattern' as const, met: !check.hasCommonPattern },
  ];
  const unmet = rules.filter((rule) => !rule.met);

  return (
    <div
      data-testid="password-strength"
      data-strength={check.strength}
      className="flex flex-col gap-2"
    >
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-foreground">{t('strength.label')}</span>
        <span className="font-medium text-foreground">{strengthText}</span>
      </div>
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={check.score}
        aria-valuetext={strengthText}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-all', bar[check.strength])} />
      </div>
      {unmet.length > 0 ? (
        <ul aria-label={t('strength.requirements')} className="flex flex-col gap-1 text-xs">
          {unmet.map((rule) => (
            <li key={rule.id} className="flex items-center gap-1.5 text-muted-foreground">
              <X aria-hidden="true" className="size-3.5 shrink-0 text-strength-weak" />
              {t(`strength.rules.${rule.id}`, {
                // Isolated left to right: «(!@#$)» would otherwise be reordered by the Arabic around it.
                specials: `\u2066${PASSWORD_SPECIALS}\u2069`,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Check aria-hidden="true" className="size-3.5 text-strength-strong" />
          {strengthText}
        </p>
      )}
    </div>
  );
}
