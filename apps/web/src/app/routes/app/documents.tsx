import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentsScreen } from '@/features/documents/components/documents-screen';
import { ProjectDocuments } from '@/features/documents/components/project-documents';
import {
  readDocumentsView,
  writeDocumentsView,
  type DocumentsView,
} from '@/features/documents/screen-view';
import { CreateProjectDialog } from '@/features/projects/components/create-project-dialog';
import { ProjectsTab } from '@/features/projects/components/projects-tab';

/**
 * /app/documents with `?tab=` and the search text `?q=` in the address. Projects are their own
 * feature: this route puts them in the screen's Projects tab, and a project's Documents dialog
 * shows the documents feature's list.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const onView = useCallback(
    (change: Partial<DocumentsView>) =>
      setSearchParams(
        (params) => {
          writeDocumentsView(params, change);
          return params;
        },
        { replace: change.q !== undefined },
      ),
    [setSearchParams],
  );
  return (
    <DocumentsScreen
      view={readDocumentsView(searchParams)}
      onView={onView}
      projectsTab={({ actions, today, onCreate }) => (
        <ProjectsTab
          onCreate={onCreate}
          documentsOf={(project, close) => (
            <ProjectDocuments
              projectId={project.id}
              actions={actions}
              today={today}
              onClose={close}
            />
          )}
        />
      )}
      createProjectDialog={(open, onClose) => <CreateProjectDialog open={open} onClose={onClose} />}
    />
  );
}
