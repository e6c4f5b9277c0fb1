import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { presenceStatus } from '@usra/domain/family/location-schema';
import type { FamilyMember, MemberStatus } from '@usra/domain/family/member-schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

/** The list's status dot colours (emerald-500, amber-500, slate-400), for the markers. */
export const statusColors: Record<MemberStatus, string> = {
  active: '#10b981',
  idle: '#f59e0b',
  offline: '#94a3b8',
};

export interface FamilyMapProps {
  members: FamilyMember[];
  now: Date;
  tileUrl: string;
  attribution: string;
}

function located(member: FamilyMember): member is FamilyMember & {
  lastLatitude: number;
  lastLongitude: number;
} {
  return member.lastLatitude !== null && member.lastLongitude !== null;
}

/**
 * Leaflet map of the members with a known position (only when MAP_TILE_URL is configured);
 * loaded lazily, so the library and its CSS reach only this screen.
 */
export default function FamilyMap({ members, now, tileUrl, attribution }: FamilyMapProps) {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { center: [24.7, 46.7], zoom: 3 });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(instance);
    markers.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      markers.current = null;
      fitted.current = false;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const instance = map.current;
    const group = markers.current;
    if (!instance || !group) return;
    group.clearLayers();
    const placed = members.filter(located);
    for (const member of placed) {
      const status = presenceStatus(member, now);
      const color = statusColors[status];
      // Built from text nodes: names are user input.
      const popup = document.createElement('div');
      popup.dir = i18n.dir();
      popup.dataset.testid = 'map-popup';
      const name = document.createElement('strong');
      name.textContent = member.name;
      const badge = document.createElement('span');
      badge.textContent = ` ● ${t(`statuses.${status}`)}`;
      badge.style.color = color;
      const place = document.createElement('div');
      place.textContent = member.lastLocation ?? t('locations.unknownLocation');
      const seen = document.createElement('div');
      seen.textContent = member.lastSeen
        ? t('locations.lastSeen', { time: formatDateTime(member.lastSeen, language) })
        : t('locations.neverSeen');
      popup.append(name, badge, place, seen);
      // Leaflet puts a string into innerHTML: the name goes in as an element's text.
      const tooltip = document.createElement('span');
      tooltip.textContent = member.name;
      L.circleMarker([member.lastLatitude, member.lastLongitude], {
        radius: 10,
        color: '#ffffff',
        weight: 2,
        fillColor: color,
        fillOpacity: 0.95,
        className: 'family-map-marker',
      })
        .bindTooltip(tooltip)
        .bindPopup(popup)
        .addTo(group);
    }
    if (placed.length > 0 && !fitted.current) {
      fitted.current = true;
      instance.fitBounds(
        L.latLngBounds(placed.map((m) => [m.lastLatitude, m.lastLongitude] as [number, number])),
        { maxZoom: 12, padding: [32, 32] },
      );
    }
  }, [members, now, t, i18n, language]);

  return (
    <div
      ref={container}
      dir="ltr"
      role="region"
      aria-label={t('locations.map')}
      data-testid="family-map"
      className="z-0 h-72 w-full overflow-hidden rounded-xl border border-border md:h-96"
    />
  );
}
