import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppearanceSchema,
  BackupCodesSchema,
  ChangePasswordInputSchema,
  NotificationPreferencesSchema,
  TwoFactorPasswordInputSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
  TwoFactorVerifyInputSchema,
  UpdateProfileInputSchema,
} from '@usra/domain/settings/settings-schema';
import {
  PrayerSettingsSchema,
  TodayPrayerTimesSchema,
} from '@usra/domain/settings/prayer-settings';
import { TimeZoneSchema } from '@usra/domain/tasks/task-query';
import { commonErrors, ErrorResponseSchema, OkSchema } from '../../platform/http-schemas.js';
import { requestContext } from '../../platform/request-context.js';
import { sessionOf } from '../../platform/session-guard.js';
import type { SettingsService } from './settings.service.js';
import {
  GetAccountSecurityLogAnswerSchema,
  GetAccountSessionsAnswerSchema,
  GetSettingsAppearanceAnswerSchema,
  GetSettingsNotificationsAnswerSchema,
  GetSettingsPrayerTimesAnswerSchema,
  PostAccountSessionsRevokeOthersAnswerSchema,
  PutProfileAnswerSchema,
  PutSettingsPrayerTimesAnswerSchema,
} from '@usra/domain/settings/settings-answers';

/** The settings screens: profile, notifications, appearance and the security page. */
export const settingsRoutes = (service: SettingsService): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.addHook('onRequest', app.requireSession);
    const tags = ['settings'];

    app.put(
      '/profile',
      {
        schema: {
          tags,
          summary: 'Saves name and home address (geocoded when a provider can)',
          body: UpdateProfileInputSchema,
          response: {
            200: PutProfileAnswerSchema,
            404: ErrorResponseSchema,
            ...commonErrors,
          },
        },
      },
      async (request) =>
        service.updateProfile(sessionOf(request).user, request.body, requestContext(request)),
    );

    app.get(
      '/settings/notifications',
      {
        schema: {
          tags,
          summary: 'Which reminders the signed-in user gets',
          response: {
            200: GetSettingsNotificationsAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        preferences: await service.notificationPreferences(sessionOf(request).user),
      }),
    );

    app.put(
      '/settings/notifications',
      {
        schema: {
          tags,
          summary: 'Saves which reminders the signed-in user gets',
          body: NotificationPreferencesSchema,
          response: {
            200: GetSettingsNotificationsAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        preferences: await service.setNotificationPreferences(
          sessionOf(request).user,
          request.body,
        ),
      }),
    );

    app.get(
      '/settings/prayer-times',
      {
        schema: {
          tags,
          summary: "The signed-in user's prayer-time choices and the places to pick from",
          response: {
            200: GetSettingsPrayerTimesAnswerSchema,
            ...commonErrors,
          },
        },
      },
      async (request) => service.prayerSettings(sessionOf(request).user),
    );

    app.put(
      '/settings/prayer-times',
      {
        schema: {
          tags,
          summary: 'Saves prayer-relative times: on or off, method, Asr method and place',
          body: PrayerSettingsSchema,
          response: { 200: PutSettingsPrayerTimesAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({
        settings: await service.setPrayerSettings(sessionOf(request).user, request.body),
      }),
    );

    app.get(
      '/settings/prayer-times/today',
      {
        schema: {
          tags,
          summary: "Today's prayer times at the user's place, in the browser's time zone",
          querystring: z.strictObject({ timeZone: TimeZoneSchema }),
          response: { 200: TodayPrayerTimesSchema, ...commonErrors },
        },
      },
      async (request) => service.todayPrayerTimes(sessionOf(request).user, request.query.timeZone),
    );

    app.get(
      '/settings/appearance',
      {
        schema: {
          tags,
          summary: "The family's units, currency and Hijri dates",
          response: { 200: GetSettingsAppearanceAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({ appearance: await service.appearance(sessionOf(request).user) }),
    );

    app.put(
      '/settings/appearance',
      {
        schema: {
          tags,
          summary: "Saves the family's units, currency and Hijri dates",
          body: AppearanceSchema,
          response: { 200: GetSettingsAppearanceAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({
        appearance: await service.setAppearance(sessionOf(request).user, request.body),
      }),
    );

    app.get(
      '/account/sessions',
      {
        schema: {
          tags,
          summary: "The signed-in user's active sessions",
          response: { 200: GetAccountSessionsAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({
        sessions: await service.sessions(sessionOf(request).user, requestContext(request)),
      }),
    );

    app.post(
      '/account/sessions/revoke-others',
      {
        schema: {
          tags,
          summary: 'Signs out every other session of the signed-in user',
          response: { 200: PostAccountSessionsRevokeOthersAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({
        revoked: await service.revokeOtherSessions(
          sessionOf(request).user,
          requestContext(request),
        ),
      }),
    );

    app.post(
      '/account/password',
      {
        schema: {
          tags,
          summary: 'Changes the password (current password required)',
          body: ChangePasswordInputSchema,
          response: { 200: OkSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const cookies = await service.changePassword(
          sessionOf(request).user,
          request.body,
          requestContext(request),
        );
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        return { ok: true as const };
      },
    );

    app.get(
      '/account/two-factor',
      {
        schema: {
          tags,
          summary: 'Whether two-factor sign-in is on for the signed-in user',
          response: { 200: TwoFactorStatusSchema, ...commonErrors },
        },
      },
      async (request) => service.twoFactorStatus(sessionOf(request).user),
    );

    app.post(
      '/account/two-factor/setup',
      {
        schema: {
          tags,
          summary: 'Starts turning two-factor sign-in on: secret, otpauth URI and backup codes',
          body: TwoFactorPasswordInputSchema,
          response: { 200: TwoFactorSetupSchema, ...commonErrors },
        },
      },
      async (request) =>
        service.startTwoFactor(
          sessionOf(request).user,
          request.body.password,
          requestContext(request),
        ),
    );

    app.post(
      '/account/two-factor/enable',
      {
        schema: {
          tags,
          summary: 'Turns two-factor sign-in on with a code from the authenticator app',
          body: TwoFactorVerifyInputSchema,
          response: { 200: OkSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const cookies = await service.confirmTwoFactor(
          sessionOf(request).user,
          request.body.code,
          requestContext(request),
        );
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        return { ok: true as const };
      },
    );

    app.post(
      '/account/two-factor/disable',
      {
        schema: {
          tags,
          summary: 'Turns two-factor sign-in off (password required)',
          body: TwoFactorPasswordInputSchema,
          response: { 200: OkSchema, ...commonErrors },
        },
      },
      async (request, reply) => {
        const cookies = await service.disableTwoFactor(
          sessionOf(request).user,
          request.body.password,
          requestContext(request),
        );
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        return { ok: true as const };
      },
    );

    app.post(
      '/account/two-factor/backup-codes',
      {
        schema: {
          tags,
          summary: 'New backup codes (password required); the previous ones stop working',
          body: TwoFactorPasswordInputSchema,
          response: { 200: BackupCodesSchema, ...commonErrors },
        },
      },
      async (request) =>
        service.regenerateBackupCodes(
          sessionOf(request).user,
          request.body.password,
          requestContext(request),
        ),
    );

    app.get(
      '/account/security-log',
      {
        schema: {
          tags,
          summary: "The signed-in user's 10 newest security events",
          response: { 200: GetAccountSecurityLogAnswerSchema, ...commonErrors },
        },
      },
      async (request) => ({ events: await service.securityLog(sessionOf(request).user) }),
    );
  };
