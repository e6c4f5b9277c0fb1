import type { ChatMessage } from '@usra/domain/assistant/assistant-schema';
import {
  CreateAppPasswordInputSchema,
  type CreateAppPasswordInput,
  type CreatedAppPassword,
} from '@usra/domain/settings/app-password-schema';
import { AppPasswordsRepository } from '../../modules/app-passwords/app-passwords.repository.js';
import { AppPasswordsService } from '../../modules/app-passwords/app-passwords.service.js';
import { AssistantRepository } from '../../modules/assistant/assistant.repository.js';
import { NotificationsRepository } from '../../modules/notifications/notifications.repository.js';
import { PUSH_SUBSCRIPTIONS_PER_PERSON } from '../../modules/notifications/notifications.service.js';
import { newId } from '../../platform/ids.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import { INJECT_ADDRESS, INJECT_USER_AGENT, type FactoryEnv, type FamilyActor } from './shared.js';

/** The push subscription a browser hands over (its keys are only stored, never checked here). */
export interface NewPushSubscription {
  endpoint?: string;
  p256dh?: string;
  auth?: string;
}

/** One turn of a conversation: what the person said and the assistant's reply. */
export interface NewAssistantTurn {
  said: string;
  replied: string;
}

export interface PeopleFactories {
  /** An app password of `user` ("Phone", read-write by default) and its token, shown once. */
  newAppPassword(
    user: { userId: string },
    overrides?: Partial<CreateAppPasswordInput>,
  ): Promise<CreatedAppPassword>;
  /**
   * A browser's push subscription of `user` (an https endpoint of its own by default), stored
   * as subscribing stores it. Unlike a subscription made through the API, the items the
   * notification centre holds at that moment are not marked as pushed (that needs every area's
   * notification source): a test that pushes starts from the API.
   */
  newPushSubscription(
    user: { userId: string },
    overrides?: NewPushSubscription,
  ): Promise<{ endpoint: string }>;
  /**
   * `family` writer's conversation with the assistant, one user message and one reply per turn
   * ("what's on today?" / "Nothing is planned for today." by default), as the assistant stores
   * them; it is the person's latest conversation.
   */
  newAssistantConversation(
    family: FamilyActor,
    turns?: NewAssistantTurn[],
  ): Promise<{ id: string; messages: ChatMessage[] }>;
}

/** Rows that belong to one person: app passwords, push subscriptions, assistant conversations. */
export function peopleFactories(env: FactoryEnv): PeopleFactories {
  const { db, config, clock, audit } = env;
  const now = () => clock.now;
  return {
    newAppPassword(user, o = {}) {
      const input = CreateAppPasswordInputSchema.parse({
        name: 'Phone',
        scope: 'read-write',
        ...o,
      });
      const service = new AppPasswordsService(
        new AppPasswordsRepository(db),
        // Creating looks up nobody; signing in with the token goes through the app.
        { sessionUser: async () => null },
        new RateLimiter(db),
        config.rateLimits.signInPerAddress,
        audit,
        now,
      );
      return service.create(user.userId, input, {
        ip: INJECT_ADDRESS,
        userAgent: INJECT_USER_AGENT,
        cookie: null,
        headers: new Headers(),
      });
    },

    async newPushSubscription(user, o = {}) {
      const endpoint = o.endpoint ?? `https://push.example.org/send/${newId()}`;
      await new NotificationsRepository(db).subscribe(
        user.userId,
        { endpoint, p256dh: o.p256dh ?? 'BPublicKeyOfTheBrowser', auth: o.auth ?? 'authSecret' },
        clock.now,
        PUSH_SUBSCRIPTIONS_PER_PERSON,
      );
      return { endpoint };
    },

    async newAssistantConversation(family, turns) {
      const repo = new AssistantRepository(db);
      const id = newId();
      const at = clock.now;
      await repo.createConversation(family.familyId, family.userId, id, at);
      const messages: ChatMessage[] = (
        turns ?? [{ said: "what's on today?", replied: 'Nothing is planned for today.' }]
      ).flatMap((turn) =>
        (['user', 'assistant'] as const).map((role) => ({
          id: newId(),
          role,
          content: role === 'user' ? turn.said : turn.replied,
          messageType: 'text' as const,
          createdAt: at.toISOString(),
          metadata: { actions: [], suggestions: [], intent: null, choices: [], undo: null },
        })),
      );
      await repo.append(id, messages, at);
      return { id, messages };
    },
  };
}
