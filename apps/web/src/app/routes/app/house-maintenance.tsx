import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { MaintenanceScreen } from '@/features/house-maintenance/components/maintenance-screen';
import {
  readScreenView,
  writeScreenView,
  type ScreenView,
} from '@/features/house-maintenance/screen-view';

/** /app/house-maintenance with `?filter=overdue|upcoming|critical` and `?view=…` in the address. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const onView = useCallback(
    (change: Partial<ScreenView>) =>
      setSearchParams((params) => {
        writeScreenView(params, change);
        return params;
      }),
    [setSearchParams],
  );
  return <MaintenanceScreen view={readScreenView(searchParams)} onView={onView} />;
}
