import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen';

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openAdd = searchParams.get('action') === 'add';
  // The add dialog opens once, then the parameter is cleared (spec core section 2).
  const clearAction = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete('action');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  return <CalendarScreen openAdd={openAdd} onAddOpened={clearAction} />;
}
