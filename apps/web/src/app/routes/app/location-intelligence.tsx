import { LocationsScreen } from '@/features/family/components/locations-screen';

export function Component() {
  return <LocationsScreen />;
}
