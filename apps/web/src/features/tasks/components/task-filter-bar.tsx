import { dueFilters } from '@usra/domain/tasks/task-rules';
import { taskCategories, taskPriorities, taskStatuses } from '@usra/domain/tasks/task-schema';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useAssignees } from '../api/get-assignees';
import type { TaskFilterKey, TaskFilterState } from '../hooks/use-task-filters';

function FilterSelect({
  name,
  state,
  children,
}: {
  name: TaskFilterKey;
  state: TaskFilterState;
  children: ReactNode;
}) {
  const { t } = useTranslation('tasks');
  return (
    <SelectField
      label={t(`filters.${name}`)}
      value={state.filters[name] ?? ''}
      onChange={(e) => state.setFilter(name, e.target.value)}
    >
      <option value="">{t('filters.all')}</option>
      {children}
    </SelectField>
  );
}

/** Search and the five filters of the task list (status, category, priority, assignee, due). */
export function TaskFilterBar({ state }: { state: TaskFilterState }) {
  const { t } = useTranslation('tasks');
  const assignees = useAssignees();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-3 size-5 text-muted-foreground"
        />
        <input
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          value={state.search}
          onChange={(e) => state.setSearch(e.target.value)}
          className="h-11 w-full rounded-lg border border-input bg-card ps-10 pe-3"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-5">
        <FilterSelect name="status" state={state}>
          {taskStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="category" state={state}>
          {taskCategories.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="priority" state={state}>
          {taskPriorities.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="assignee" state={state}>
          <option value="unassigned">{t('filters.unassigned')}</option>
          {(assignees.data ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="due" state={state}>
          {dueFilters.map((d) => (
            <option key={d} value={d}>
              {t(`due.${d}`)}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div>
        <Button variant="outline" size="sm" disabled={!state.narrowed} onClick={state.clear}>
          {t('clearFilters')}
        </Button>
      </div>
    </div>
  );
}
