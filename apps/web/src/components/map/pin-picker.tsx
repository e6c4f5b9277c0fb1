import type { PlacePrecision } from '@usra/domain/family/address-schema';
import { Map as MapIcon, MapPinCheck } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/lib/public-config';
import type { Pin } from './pin-map';

const PinMap = lazy(() => import('./pin-map'));

/** Where the map opens when nothing is placed yet: Riyadh. */
const RIYADH: Pin = { latitude: 24.7136, longitude: 46.6753 };

/**
 * "Place the pin on the map" for an address: shown only where map tiles are configured
 * (MAP_TILE_URL). A click on the map places the pin, another moves it; the caller keeps it with
 * the precision "manual".
 */
export function PinPicker({
  pin,
  precision,
  onPlace,
}: {
  pin: Pin | null;
  precision: PlacePrecision | null;
  onPlace: (pin: Pin) => void;
}) {
  const { t } = useTranslation();
  const { map } = usePublicConfig();
  const [open, setOpen] = useState(false);
  const hintId = useId();
  if (!map) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="pin-picker">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="pin-picker-toggle"
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {open ? t('pinMap.hide') : pin ? t('pinMap.correct') : t('pinMap.place')}
        </Button>
        {pin && precision === 'manual' ? (
          <span
            className="flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400"
            data-testid="pin-placed-by-hand"
          >
            <MapPinCheck aria-hidden="true" className="size-4" />
            {t('pinMap.placedByHand')}
          </span>
        ) : null}
      </div>
      {open ? (
        <>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('pinMap.hint')}
          </p>
          <Suspense fallback={<Spinner />}>
            <PinMap
              pin={pin}
              onPlace={onPlace}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              fallbackCenter={pin ?? RIYADH}
              label={t('pinMap.label')}
            />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
