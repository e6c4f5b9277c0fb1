import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  PrayerSettingsViewSchema,
  TodayPrayerTimesSchema,
  type PrayerSettings,
} from '@usra/domain/settings/prayer-settings';
import { api } from '@/lib/api-client';
import { GetSettingsPrayerTimesAnswerSchema as PrayerSettingsAnswerSchema } from '@usra/domain/settings/settings-answers';

/** The browser's time zone: which day "today" is, and the zone the times are shown in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

// Under the `profile` topic: the server announces a change to this person's open screens.
const prayerKeys = {
  all: ['profile', 'prayer-times'] as const,
  settings: () => [...prayerKeys.all, 'settings'] as const,
  today: (timeZone: string) => [...prayerKeys.all, 'today', timeZone] as const,
};

export function getPrayerSettingsQueryOptions() {
  return queryOptions({
    queryKey: prayerKeys.settings(),
    queryFn: () => api.get('/api/settings/prayer-times', PrayerSettingsAnswerSchema),
  });
}

export function usePrayerSettings() {
  return useQuery(getPrayerSettingsQueryOptions());
}

export function getTodayPrayerTimesQueryOptions(timeZone: string) {
  return queryOptions({
    queryKey: prayerKeys.today(timeZone),
    queryFn: () =>
      api.get(
        `/api/settings/prayer-times/today?timeZone=${encodeURIComponent(timeZone)}`,
        TodayPrayerTimesSchema,
      ),
  });
}

export function useTodayPrayerTimes(timeZone: string) {
  return useQuery(getTodayPrayerTimesQueryOptions(timeZone));
}

export function useUpdatePrayerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrayerSettings) =>
      api.put(
        '/api/settings/prayer-times',
        input,
        z.object({ settings: PrayerSettingsViewSchema }),
      ),
    // The editor keeps what was typed; the saved choice and today's times are read again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: prayerKeys.all }),
  });
}
