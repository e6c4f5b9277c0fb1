import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { isHubView, type HubView } from '@/features/tasks/components/task-hub';
import { draftFromSearch, DRAFT_PARAMS } from '@/features/tasks/components/task-draft';
import { TasksScreen } from '@/features/tasks/components/tasks-screen';

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openAdd = searchParams.get('action') === 'add';
  // "Make a task" from a document, a vehicle reminder or alert, a maintenance item.
  const draft = openAdd ? draftFromSearch(searchParams) : null;
  const asked = searchParams.get('view');
  const view: HubView = isHubView(asked) ? asked : 'overview';
  // The add dialog opens once, then the parameter is cleared (spec core section 2).
  const clearAction = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete('action');
        for (const name of DRAFT_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  // Sub-views are history entries, so the phone's back gesture returns to the overview.
  const onView = useCallback(
    (next: HubView) => {
      setSearchParams((params) => {
        if (next === 'overview') params.delete('view');
        else params.set('view', next);
        return params;
      });
    },
    [setSearchParams],
  );
  // The hub's calendar sub-view is the calendar screen (spec core section 2).
  if (view === 'calendar') return <Navigate to={paths.app.calendar.getHref()} replace />;
  return (
    <TasksScreen
      openAdd={openAdd}
      addDraft={draft}
      onAddOpened={clearAction}
      view={view}
      onView={onView}
    />
  );
}
