import { LocateFixed, MapPin, Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { intlLocale } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useLookupPlace } from '../api/lookup-place';

export interface Place {
  latitude: number;
  longitude: number;
  /** What the place was found as; null for a place saved with the task. */
  name: string | null;
}

interface PlacePickerProps {
  /** The task's location text, looked up by "Find". */
  location: string;
  place: Place | null;
  onPlace: (place: Place | null) => void;
  error: string | undefined;
}

/** The device's position, rounded to about 10 cm. */
function usePositionLookup(onPlace: (place: Place) => void, onProblem: (text: string) => void) {
  const { t } = useTranslation('tasks');
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      onProblem(t('place.unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPlace({
          latitude: Math.round(position.coords.latitude * 1e6) / 1e6,
          longitude: Math.round(position.coords.longitude * 1e6) / 1e6,
          name: t('place.currentPosition'),
        });
      },
      (failure) => {
        setLocating(false);
        onProblem(
          failure.code === failure.PERMISSION_DENIED ? t('place.denied') : t('place.unavailable'),
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return { locate, locating };
}

/**
 * Where the errand is: the device's current position, or a look-up of the location text in
 * the family's saved addresses and the geocoder. Optional; "Plan my errands" uses it.
 */
export function PlacePicker({ location, place, onPlace, error }: PlacePickerProps) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const lookup = useLookupPlace();
  const [problem, setProblem] = useState<string | null>(null);
  const position = usePositionLookup(onPlace, setProblem);

  const findPlace = () => {
    setProblem(null);
    lookup.mutate(
      { text: location.trim(), language },
      {
        onSuccess: (found) => {
          if (found)
            onPlace({ latitude: found.latitude, longitude: found.longitude, name: found.name });
          else setProblem(t('place.notFound', { text: location.trim() }));
        },
        onError: (failure) => setProblem(getErrorMessage(failure)),
      },
    );
  };

  const coordinate = (n: number) =>
    new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 5 }).format(n);

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-3"
      data-testid="task-place"
    >
      <p className="flex items-start gap-2 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span role="status">
          {place
            ? t('place.placed', {
                name: place.name ?? t('place.saved'),
                latitude: coordinate(place.latitude),
                longitude: coordinate(place.longitude),
              })
            : t('place.notPlaced')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setProblem(null);
            position.locate();
          }}
          disabled={position.locating}
        >
          {position.locating ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
          {t('place.useCurrent')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={findPlace}
          disabled={location.trim() === '' || lookup.isPending}
        >
          {lookup.isPending ? <Spinner /> : <Search aria-hidden="true" className="size-4" />}
          {t('place.find')}
        </Button>
        {place ? (
          <Button variant="ghost" size="sm" onClick={() => onPlace(null)}>
            <X aria-hidden="true" className="size-4" />
            {t('place.clear')}
          </Button>
        ) : null}
      </div>
      {problem || error ? (
        <p className="text-sm text-destructive" role="alert">
          {problem ?? error}
        </p>
      ) : null}
    </div>
  );
}
