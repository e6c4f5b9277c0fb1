import type { z } from 'zod';
import type { ShareLocationInputSchema } from '@usra/domain/family/location-schema';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import type { FamilySettings } from '@usra/domain/family/settings-schema';
import type { RateRule } from '../../config.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { GeocodeLanguage, Geocoder } from '../../platform/geocoding/geocoder.js';
import { newId } from '../../platform/ids.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { FamilyRepository } from './family.repository.js';
import { familyTopics } from './family.service.js';

/** A phone sharing its position sends one update a minute or so; this leaves room, not floods. */

export interface SharingUser {
  id: string;
  familyId: string;
  email: string;
  fullName: string | null;
}

/**
 * Told of every shared position as it arrives, with the family's settings (app.ts hands in the
 * tasks module's location-aware suggestions). Only a member who shares is ever passed here.
 */
export interface PositionWatcher {
  arrived(
    person: { id: string; familyId: string },
    at: { latitude: number; longitude: number },
    settings: FamilySettings,
  ): Promise<void>;
}

export class LocationService {
  constructor(
    private readonly repo: FamilyRepository,
    private readonly events: EventBus,
    private readonly geocoder: Geocoder,
    private readonly limiter: RateLimiter,
    private readonly shareRule: RateRule,
    private readonly clock: () => Date = () => new Date(),
    private readonly watcher: PositionWatcher | null = null,
  ) {}

  /** The signed-in user's own member row, made on first share when they have none. */
  private async ownMember(user: SharingUser, now: Date): Promise<FamilyMember> {
    const found = await this.repo.findMemberOfUser(user.familyId, user.id);
    if (found) return found;
    const id = newId();
    await this.repo.insertMember(
      user.familyId,
      id,
      {
        userId: user.id,
        name: user.fullName?.trim() || user.email.split('@')[0] || 'New Member',
        email: user.email,
        phone: null,
        role: 'other',
        status: 'active',
        birthDate: null,
        schoolWork: null,
        emergencyContactName: null,
      },
      now,
    );
    return (await this.repo.findMember(user.familyId, id))!;
  }

  async share(
    user: SharingUser,
    input: z.output<typeof ShareLocationInputSchema>,
    language: GeocodeLanguage,
  ): Promise<FamilyMember> {
    const now = this.clock();
    const decision = await this.limiter.consume(
      `location:${user.id}`,
      this.shareRule,
      now.getTime(),
    );
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    const member = await this.ownMember(user, now);
    let place: string | null = null;
    try {
      place = await this.geocoder.reverse(input.latitude, input.longitude, language);
    } catch {
      // Without a place name the position itself is still worth keeping.
    }
    await this.repo.updateLocation(user.familyId, member.id, {
      lastLocation: place,
      lastLatitude: input.latitude,
      lastLongitude: input.longitude,
      lastSeen: now.toISOString(),
      status: 'active',
    });
    if (this.watcher) {
      await this.watcher.arrived(
        { id: user.id, familyId: user.familyId },
        { latitude: input.latitude, longitude: input.longitude },
        await this.repo.settings(user.familyId),
      );
    }
    await this.events.publish({
      topic: familyTopics.members,
      familyId: user.familyId,
      data: { id: member.id, action: 'location' },
    });
    return (await this.repo.findMember(user.familyId, member.id))!;
  }

  /** Stops sharing: the member shows offline; the last known place stays. */
  async stop(user: SharingUser): Promise<void> {
    const member = await this.repo.findMemberOfUser(user.familyId, user.id);
    if (!member) return;
    await this.repo.updateMember(user.familyId, member.id, { status: 'offline' }, this.clock());
    await this.events.publish({
      topic: familyTopics.members,
      familyId: user.familyId,
      data: { id: member.id, action: 'location' },
    });
  }
}
