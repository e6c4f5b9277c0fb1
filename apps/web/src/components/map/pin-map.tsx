import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

export interface Pin {
  latitude: number;
  longitude: number;
}

export interface PinMapProps {
  pin: Pin | null;
  onPlace: (pin: Pin) => void;
  tileUrl: string;
  attribution: string;
  /** Where the map opens without a pin. */
  fallbackCenter: Pin;
  /** Names the map for assistive technology. */
  label: string;
}

const PIN_ZOOM = 16;
const OVERVIEW_ZOOM = 11;

/**
 * Leaflet map (only where MAP_TILE_URL is configured) with one pin: a click or tap puts the pin
 * there, and a later one moves it. Loaded lazily, with its library and CSS.
 */
export default function PinMap({
  pin,
  onPlace,
  tileUrl,
  attribution,
  fallbackCenter,
  label,
}: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const place = useRef(onPlace);
  place.current = onPlace;
  const opening = useRef({ pin, fallbackCenter });

  useEffect(() => {
    if (!container.current) return;
    const start = opening.current.pin ?? opening.current.fallbackCenter;
    const instance = L.map(container.current, {
      center: [start.latitude, start.longitude],
      zoom: opening.current.pin ? PIN_ZOOM : OVERVIEW_ZOOM,
    });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => {
      place.current({
        latitude: Number(event.latlng.lat.toFixed(6)),
        longitude: Number(L.Util.wrapNum(event.latlng.lng, [-180, 180], true).toFixed(6)),
      });
    });
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngExpression = [pin.latitude, pin.longitude];
    if (marker.current) marker.current.setLatLng(at);
    else {
      marker.current = L.circleMarker(at, {
        radius: 10,
        color: '#ffffff',
        weight: 2,
        fillColor: '#dc2626',
        fillOpacity: 0.95,
        className: 'pin-map-marker',
        interactive: false,
      }).addTo(instance);
    }
    if (!instance.getBounds().contains(at)) instance.panTo(at);
  }, [pin]);

  return (
    <div
      ref={container}
      dir="ltr"
      role="region"
      aria-label={label}
      data-testid="pin-map"
      className="z-0 h-64 w-full overflow-hidden rounded-xl border border-border"
    />
  );
}
