import { redirect } from 'react-router';
import { getOnboarding } from '@/features/family/api/get-onboarding';
import { paths } from '@/lib/paths';

/**
 * `/app`, where sign-up and sign-in land: a new family's creator goes to the first-run set-up
 * until it is finished or skipped, everyone else to the dashboard.
 */
export async function loader() {
  let pending = false;
  try {
    pending = (await getOnboarding()).pending;
  } catch {
    // Signed out or offline: the app layout deals with it on the dashboard.
  }
  return redirect(pending ? paths.app.onboarding.getHref() : paths.app.dashboard.getHref());
}

export function Component() {
  return null;
}
