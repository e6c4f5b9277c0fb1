import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { VehiclesScreen } from '@/features/vehicles/components/vehicles-screen';
import { readScreenView, writeScreenView, type ScreenView } from '@/features/vehicles/screen-view';

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openAdd = searchParams.get('action') === 'add';
  // The add dialog opens once, then the parameter is cleared (as on the tasks and calendar).
  const clearAction = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete('action');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  const onView = useCallback(
    (change: Partial<ScreenView>) =>
      setSearchParams(
        (params) => {
          writeScreenView(params, change);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return (
    <VehiclesScreen
      openAdd={openAdd}
      onAddOpened={clearAction}
      view={readScreenView(searchParams)}
      onView={onView}
    />
  );
}
