import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentsScreen } from '@/features/documents/components/documents-screen';
import {
  readDocumentsView,
  writeDocumentsView,
  type DocumentsView,
} from '@/features/documents/screen-view';

/** /app/documents with `?tab=` and the search text `?q=` in the address. */
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
  return <DocumentsScreen view={readDocumentsView(searchParams)} onView={onView} />;
}
