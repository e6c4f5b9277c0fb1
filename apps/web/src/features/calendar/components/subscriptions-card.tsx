import {
  CreateSubscriptionInputSchema,
  SUBSCRIPTION_COLOURS,
  UpdateSubscriptionInputSchema,
  type CalendarSubscription,
} from '@usra/domain/calendar/subscription-schema';
import { CalendarPlus, RefreshCw, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { currentLanguage, type Language } from '@/lib/i18n';
import { formatPlainNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  useRefreshSubscription,
  useRemoveSubscription,
  useSubscribe,
  useSubscriptions,
  useUpdateSubscription,
} from '../api/subscriptions';

/** Outside calendars the family follows (a school's holidays, a team's fixtures), read-only. */
export function SubscriptionsCard() {
  const { t, i18n } = useTranslation('calendar');
  const language = currentLanguage(i18n.resolvedLanguage);
  const list = useSubscriptions();
  const refresh = useRefreshSubscription();
  const remove = useRemoveSubscription();
  const [editing, setEditing] = useState<{ subscription: CalendarSubscription | null } | null>(
    null,
  );
  const [removing, setRemoving] = useState<CalendarSubscription | null>(null);
  const subscriptions = list.data ?? [];
  return (
    <section
      aria-labelledby="subscriptions-title"
      className="rounded-xl border border-border bg-card p-4"
      data-testid="subscriptions-card"
    >
      <h2 id="subscriptions-title" className="mb-2 flex items-center gap-2 font-semibold">
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('subscriptions.title')}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{t('subscriptions.body')}</p>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <p className="text-sm text-destructive">{t('loadFailed')}</p> : null}
      <ul className="mb-3 flex flex-col gap-2">
        {subscriptions.map((s) => (
          <li
            key={s.id}
            data-testid="subscription-item"
            className="rounded-lg border border-border border-s-4 p-3"
            style={{ borderInlineStartColor: s.colour }}
          >
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{s.name}</p>
                <p dir="ltr" className="truncate text-start text-xs text-muted-foreground">
                  {s.url}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${t('subscriptions.refresh')}: ${s.name}`}
                disabled={refresh.isPending}
                onClick={() =>
                  refresh.mutate(s.id, {
                    onSuccess: () => toast.success(t('subscriptions.refreshing')),
                    onError: (error) => toast.error(getErrorMessage(error)),
                  })
                }
              >
                <RefreshCw aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${t('item.edit')}: ${s.name}`}
                onClick={() => setEditing({ subscription: s })}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${t('subscriptions.remove')}: ${s.name}`}
                onClick={() => setRemoving(s)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
            {/* Under the row, the full width: a failure's reason is a sentence or two. */}
            <SubscriptionStatus subscription={s} language={language} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing({ subscription: null })}>
          {t('subscriptions.add')}
        </Button>
        <Link
          to={paths.app.settingsConnectPhone.getHref()}
          className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline"
        >
          {t('subscriptions.connectPhone')}
        </Link>
      </div>
      <SubscriptionDialog
        open={editing !== null}
        subscription={editing?.subscription ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirm
        target={removing}
        onClose={() => setRemoving(null)}
        title={t('subscriptions.removeTitle')}
        description={t('subscriptions.removeBody', { name: removing?.name ?? '' })}
        confirmLabel={t('subscriptions.remove')}
        cancelLabel={t('form.cancel')}
        onDelete={(s) => remove.mutateAsync(s.id)}
        pending={remove.isPending}
        deletedMessage={t('subscriptions.removed')}
        failedMessage={t('subscriptions.removeFailed')}
      />
    </section>
  );
}

function SubscriptionStatus({
  subscription: s,
  language,
}: {
  subscription: CalendarSubscription;
  language: Language;
}) {
  const { t } = useTranslation('calendar');
  const lastGood = s.lastSuccessAt
    ? t('subscriptions.lastSuccess', { when: formatDateTime(s.lastSuccessAt, language) })
    : t('subscriptions.neverFetched');
  if (s.lastError) {
    return (
      <p
        role="status"
        data-testid="subscription-error"
        className="mt-1 flex items-start gap-1 text-sm text-destructive"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t(`subscriptions.failure.${s.lastError}`)} {lastGood}
        </span>
      </p>
    );
  }
  if (!s.lastAttemptAt) {
    return <p className="mt-1 text-sm text-muted-foreground">{t('subscriptions.pending')}</p>;
  }
  return (
    <p className="mt-1 text-sm text-muted-foreground" data-testid="subscription-ok">
      {t('subscriptions.events', { number: formatPlainNumber(s.eventCount, language) })} {lastGood}
    </p>
  );
}

interface DialogProps {
  open: boolean;
  subscription: CalendarSubscription | null;
  onClose: () => void;
}

/** Subscribe (name, address, colour), or rename and recolour one. */
function SubscriptionDialog({ open, subscription, onClose }: DialogProps) {
  const { t } = useTranslation('calendar');
  const subscribe = useSubscribe();
  const update = useUpdateSubscription();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [colour, setColour] = useState<string>(SUBSCRIPTION_COLOURS[0]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName(subscription?.name ?? '');
    setUrl(subscription?.url ?? '');
    setColour(subscription?.colour ?? SUBSCRIPTION_COLOURS[0]);
    setErrors({});
    setFormError(null);
  }, [open, subscription]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = subscription
      ? UpdateSubscriptionInputSchema.safeParse({ name, colour })
      : CreateSubscriptionInputSchema.safeParse({ name, url, colour });
    if (!checked.success) {
      const found: Record<string, string | undefined> = {};
      for (const issue of checked.error.issues) {
        found[String(issue.path[0])] ??= translateValidationMessage(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        toast.success(subscription ? t('subscriptions.saved') : t('subscriptions.added'));
        onClose();
      },
      onError: (error: unknown) => setFormError(getErrorMessage(error)),
    };
    if (subscription) {
      update.mutate({ id: subscription.id, input: { name, colour } }, done);
    } else {
      subscribe.mutate({ name, url, colour }, done);
    }
  };
  const pending = subscribe.isPending || update.isPending;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={subscription ? t('subscriptions.editTitle') : t('subscriptions.addTitle')}
      testId="subscription-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert>{formError}</FormAlert>
        <FormField
          label={t('subscriptions.name')}
          value={name}
          required
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        {subscription ? null : (
          <FormField
            label={t('subscriptions.url')}
            value={url}
            required
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            description={t('subscriptions.urlHint')}
            onChange={(e) => setUrl(e.target.value)}
            error={errors.url}
          />
        )}
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t('subscriptions.colour')}</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup">
            {SUBSCRIPTION_COLOURS.map((c, index) => (
              <button
                key={c}
                type="button"
                role="radio"
                aria-checked={colour === c}
                aria-label={t('subscriptions.colourN', { n: index + 1 })}
                onClick={() => setColour(c)}
                className="flex size-11 items-center justify-center rounded-full border-2 aria-checked:border-foreground"
                style={{ borderColor: colour === c ? undefined : 'transparent' }}
              >
                <span className="size-7 rounded-full" style={{ backgroundColor: c }} />
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            {subscription ? t('form.save') : t('subscriptions.subscribe')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
