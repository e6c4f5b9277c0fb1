import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingStatus } from '@usra/domain/family/settings-schema';
import { api } from '@/lib/api-client';

export async function getOnboarding(): Promise<OnboardingStatus> {
  return api.get<OnboardingStatus>('/api/family/onboarding');
}

/** Under the settings key: finishing or skipping (a settings change) refetches it. */
export function getOnboardingQueryOptions() {
  return queryOptions({ queryKey: ['family-settings', 'onboarding'], queryFn: getOnboarding });
}

export function useOnboarding() {
  return useQuery(getOnboardingQueryOptions());
}
