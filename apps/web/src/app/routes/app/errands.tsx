import { useSearchParams } from 'react-router';
import { ErrandsScreen } from '@/features/tasks/components/errands-screen';
import { todayLocalDate } from '@/lib/dates';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('date');
  // Today unless the link names a day.
  const date = asked && DATE.test(asked) ? asked : todayLocalDate();
  return (
    <ErrandsScreen
      date={date}
      onDate={(next) =>
        setSearchParams(
          (params) => {
            params.set('date', next);
            return params;
          },
          { replace: true },
        )
      }
    />
  );
}
