import {
  PhaseInputSchema,
  phaseStatuses,
  type Phase,
  type Project,
} from '@usra/domain/documents/project-schema';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, card } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { failureToast } from '@/lib/failure-toast';
import { useMoney } from '@/lib/use-money';
import { useAddPhase, useRemovePhase, useReorderPhases, useUpdatePhase } from '../api/projects';
import { phaseTone } from './project-parts';
import { firstProblem } from './project-fields';

/** The phases of a project: status, add, remove, up and down. */
export function PhaseEditor({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const money = useMoney();
  const addPhase = useAddPhase();
  const updatePhase = useUpdatePhase();
  const removePhase = useRemovePhase();
  const reorder = useReorderPhases();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [cost, setCost] = useState('');
  const [problem, setProblem] = useState('');
  const failed = (error: unknown) => failureToast(t('saveFailed'), error);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PhaseInputSchema.safeParse({
      name,
      description: description || undefined,
      estimatedCost: cost,
    });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error.issues));
      return;
    }
    setProblem('');
    addPhase.mutate(
      { projectId: project.id, input: parsed.data },
      {
        onSuccess: () => {
          setName('');
          setDescription('');
          setCost('');
        },
        onError: failed,
      },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = project.phases.map((p) => p.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate({ projectId: project.id, phaseIds: ids }, { onError: failed });
  };

  const busy =
    addPhase.isPending || updatePhase.isPending || removePhase.isPending || reorder.isPending;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="phases-title">
      <h3 id="phases-title" className="font-semibold">
        {t('phases')}
      </h3>
      {project.phases.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noPhases')}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="phase-list">
          {project.phases.map((phase: Phase, index) => (
            <li key={phase.id} className={`${card} flex flex-col gap-2`} data-testid="phase-row">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 font-medium break-words">
                  <bdi>{phase.name}</bdi>
                </span>
                <Badge tone={phaseTone[phase.status]}>{t(`phaseStatus.${phase.status}`)}</Badge>
              </div>
              {phase.description ? (
                <p className="text-sm text-muted-foreground">
                  <bdi>{phase.description}</bdi>
                </p>
              ) : null}
              {phase.estimatedCost !== null ? (
                <p className="text-sm">{money.format(phase.estimatedCost)}</p>
              ) : null}
              <div className="flex flex-wrap items-center gap-1">
                <select
                  value={phase.status}
                  aria-label={t('phaseStatusFor', { name: phase.name })}
                  disabled={busy}
                  onChange={(e) =>
                    updatePhase.mutate(
                      {
                        id: phase.id,
                        input: { status: e.target.value as Phase['status'] },
                      },
                      { onError: failed },
                    )
                  }
                  className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
                  data-testid="phase-status"
                >
                  {phaseStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`phaseStatus.${status}`)}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('moveUp')}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('moveDown')}
                  disabled={busy || index === project.phases.length - 1}
                  onClick={() => move(index, 1)}
                  data-testid="phase-down"
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('removePhase')}
                  disabled={busy}
                  onClick={() => removePhase.mutate(phase.id, { onError: failed })}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form className={`${card} flex flex-col gap-2`} onSubmit={add} noValidate>
        <FormField
          label={t('fields.phaseName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          data-testid="new-phase-name"
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <FormField
            label={t('fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <FormField
            label={t('fields.phaseCost')}
            type="text"
            inputMode="decimal"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
          />
        </div>
        <p aria-live="polite" className="text-sm text-destructive empty:hidden">
          {problem}
        </p>
        <Button type="submit" variant="outline" className="self-start" disabled={busy}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addPhase')}
        </Button>
      </form>
    </section>
  );
}
