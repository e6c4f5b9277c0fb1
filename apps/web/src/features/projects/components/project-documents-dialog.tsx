import type { Project } from '@usra/domain/documents/project-schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';

/**
 * Documents: the project's documents, attach an existing one, or upload one linked to it. The
 * documents feature draws the content (`documentsOf`); the route composes the two.
 */
export function ProjectDocumentsDialog({
  project,
  onClose,
  documentsOf,
}: {
  project: Project | null;
  onClose: () => void;
  documentsOf: (project: Project, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  return (
    <Modal
      open={project !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={project ? t('documentsTitle', { name: project.name }) : ''}
      size="lg"
      testId="project-documents-dialog"
    >
      {project ? documentsOf(project, onClose) : null}
    </Modal>
  );
}
