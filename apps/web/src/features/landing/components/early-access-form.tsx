import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { joinEarlyAccess } from '../api/join-early-access';

type Problem =
  'required' | 'tooLong' | 'invalidFormat' | 'invalidCharacters' | 'rateLimited' | 'failed';

const ruleProblems: Record<string, Problem> = {
  'email.required': 'required',
  'email.tooLong': 'tooLong',
  'email.invalidFormat': 'invalidFormat',
  'email.invalidCharacters': 'invalidCharacters',
};

// The sign-up rule itself, loaded on first use: it brings zod, which `/` should not download
// before the visitor interacts.
const loadEmailRule = () => import('@usra/domain/auth/email');

function problemOf(error: unknown): Problem {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'RATE_LIMITED') return 'rateLimited';
  const fields = (error.details.fields ?? []) as { key?: string }[];
  return ruleProblems[fields[0]?.key ?? ''] ?? 'failed';
}

export function EarlyAccessForm() {
  const { t, i18n } = useTranslation('landing');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [thanked, setThanked] = useState(false);
  const [pending, setPending] = useState(false);
  const inputId = 'early-access-email';
  const messageId = 'early-access-message';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setThanked(false);
    const { emailProblem, normalizeEmail } = await loadEmailRule();
    const normalized = normalizeEmail(email);
    const rule = emailProblem(normalized);
    if (rule) {
      setProblem(ruleProblems[rule] ?? 'invalidFormat');
      return;
    }
    setPending(true);
    try {
      await joinEarlyAccess({
        email: normalized,
        language: currentLanguage(i18n.resolvedLanguage),
      });
      setProblem(null);
      setEmail('');
      setThanked(true);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mx-auto flex w-full max-w-xl flex-col gap-3"
    >
      <label htmlFor={inputId} className="text-start font-medium">
        {t('cta.emailLabel')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          placeholder={t('cta.emailPlaceholder')}
          value={email}
          onFocus={() => void loadEmailRule()}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(null);
          }}
          aria-invalid={problem !== null && problem !== 'rateLimited' && problem !== 'failed'}
          aria-describedby={messageId}
          className={cn(
            'h-12 w-full flex-1 rounded-lg border bg-card px-4 text-base text-foreground placeholder:text-muted-foreground rtl:text-end',
            problem ? 'border-destructive' : 'border-input',
          )}
        />
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? t('cta.submitting') : t('cta.submit')}
        </Button>
      </div>
      <div id={messageId} className="min-h-6 text-start text-sm">
        {problem && (
          <p role="alert" className="font-medium text-destructive">
            {t(`cta.errors.${problem}`)}
          </p>
        )}
        <p role="status" className="font-medium text-primary">
          {thanked ? t('cta.thanks') : ''}
        </p>
      </div>
      <p className="text-start text-sm text-muted-foreground">{t('cta.privacy')}</p>
    </form>
  );
}
