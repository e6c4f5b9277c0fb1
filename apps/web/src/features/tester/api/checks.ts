import { SessionSchema } from '@usra/domain/auth/auth-schema';
import { CalendarEventSchema } from '@usra/domain/calendar/event-schema';
import { GeocodeResultSchema } from '@usra/domain/family/address-schema';
import { FamilyMemberSchema } from '@usra/domain/family/member-schema';
import { ErrandPlanSchema } from '@usra/domain/tasks/errand-plan';
import { TaskPageSchema } from '@usra/domain/tasks/task-query';
import { DatabaseCheckSchema, type TesterCheckId } from '@usra/domain/tester/tester-schema';
import { VehicleSchema } from '@usra/domain/vehicles/vehicle-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { PublicConfig } from '@/lib/public-config';

/**
 * What a check found, as a text key of the `tester` namespace with its values (translated when
 * shown, so a change of language after the run changes the texts too), or the API error that
 * failed it (shown through `errors.<CODE>`).
 */
export type CheckResult =
  | { passed: boolean; key: string; values?: Record<string, string | number> }
  | { passed: false; error: unknown };

export interface CheckEnvironment {
  config: PublicConfig;
  /** The browser's window (tests pass one with or without speech recognition). */
  window: Window;
  now: Date;
  timeZone: string;
}

export type Check = (env: CheckEnvironment) => Promise<CheckResult>;

const DAY_MS = 86_400_000;
/** A city the offline gazetteer always knows (platform/geocoding). */
const KNOWN_CITY = 'Riyadh';

function localDate(now: Date): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** Each check calls the real API (or asks the browser) for what it names. */
export const realChecks: Record<TesterCheckId, Check> = {
  async authentication() {
    const { session } = await api.get(
      '/api/auth/session',
      z.object({ session: SessionSchema.nullable() }),
    );
    return session
      ? { passed: true, key: 'results.authentication', values: { email: session.user.email } }
      : { passed: false, key: 'failures.notSignedIn' };
  },

  async database() {
    const check = await api.get('/api/tester/database', DatabaseCheckSchema);
    return {
      passed: true,
      key: `results.database.${check.engine}`,
      values: { ms: check.latencyMs },
    };
  },

  async familyData() {
    const { members } = await api.get(
      '/api/family/members',
      z.object({ members: z.array(FamilyMemberSchema) }),
    );
    return members.length > 0
      ? { passed: true, key: 'results.familyData', values: { count: members.length } }
      : { passed: false, key: 'failures.noMembers' };
  },

  async maps({ config }) {
    const query = new URLSearchParams({ address: KNOWN_CITY, language: 'en' });
    const { result } = await api.get(
      `/api/geocode?${query.toString()}`,
      z.object({ result: GeocodeResultSchema.nullable() }),
    );
    if (!result) return { passed: false, key: 'failures.geocoder' };
    if (!config.map) return { passed: true, key: 'results.mapsListOnly' };
    let host = config.map.tileUrl;
    try {
      host = new URL(config.map.tileUrl.replace(/\{[a-z]\}/g, '0')).host;
    } catch {
      return { passed: false, key: 'failures.tileUrl' };
    }
    return { passed: true, key: 'results.mapsTiles', values: { host } };
  },

  async voice({ window }) {
    const speech = 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window;
    const recorder = 'MediaRecorder' in window;
    if (speech) return { passed: true, key: 'results.voiceSpeech' };
    return { passed: false, key: recorder ? 'failures.voiceRecorderOnly' : 'failures.voiceNone' };
  },

  async routeOptimization({ now, timeZone }) {
    const query = new URLSearchParams({ date: localDate(now), timeZone });
    const plan = await api.get(`/api/tasks/errands?${query.toString()}`, ErrandPlanSchema);
    if (plan.problem === 'noHomeAddress')
      return { passed: true, key: 'results.routeNoHome', values: { count: plan.stops.length } };
    if (plan.problem === 'homeNotPlaced') return { passed: false, key: 'failures.homeNotPlaced' };
    return { passed: true, key: 'results.route', values: { count: plan.stops.length } };
  },

  async tasks({ timeZone }) {
    const query = new URLSearchParams({ limit: '50', timeZone });
    const page = await api.get(`/api/tasks?${query.toString()}`, TaskPageSchema);
    return {
      passed: true,
      key: page.nextCursor ? 'results.tasksMore' : 'results.tasks',
      values: { count: page.tasks.length },
    };
  },

  async calendar({ now }) {
    const query = new URLSearchParams({
      from: now.toISOString(),
      to: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    });
    const { events } = await api.get(
      `/api/calendar/events?${query.toString()}`,
      z.object({ events: z.array(CalendarEventSchema) }),
    );
    return { passed: true, key: 'results.calendar', values: { count: events.length } };
  },

  async vehicles() {
    const { vehicles } = await api.get(
      '/api/vehicles',
      z.object({ vehicles: z.array(VehicleSchema) }),
    );
    return { passed: true, key: 'results.vehicles', values: { count: vehicles.length } };
  },
};

/** A check that throws (an API error, no network) has failed with that error. */
export async function runCheck(check: Check, env: CheckEnvironment): Promise<CheckResult> {
  try {
    return await check(env);
  } catch (error) {
    return { passed: false, error };
  }
}
