import type { RateRule } from '../../config.js';
import type { z } from 'zod';
import type {
  CreateAddressInputSchema,
  GeocodeResult,
  MemberAddress,
  UpdateAddressInputSchema,
} from '@usra/domain/family/address-schema';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { GeocodeLanguage, Geocoder } from '../../platform/geocoding/geocoder.js';
import { newId } from '../../platform/ids.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { FamilyRepository } from './family.repository.js';
import type { Actor } from '../../platform/session-guard.js';
import type { AddressRepository } from './address.repository.js';

export class AddressService {
  constructor(
    private readonly repo: AddressRepository,
    private readonly members: FamilyRepository,
    private readonly events: EventBus,
    private readonly geocoder: Geocoder,
    private readonly limiter: RateLimiter,
    private readonly lookupRule: RateRule,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async memberOf(actor: Actor, memberId: string) {
    const member = await this.members.findMember(actor.familyId, memberId);
    if (!member) throw new AppError(404, 'NOT_FOUND', 'Family member not found');
    return member;
  }

  private async changed(actor: Actor, memberId: string, id: string, action: string) {
    await this.events.publish({
      topic: 'member-addresses',
      familyId: actor.familyId,
      data: { memberId, id, action },
    });
  }

  async list(actor: Actor, memberId: string): Promise<MemberAddress[]> {
    await this.memberOf(actor, memberId);
    return this.repo.list(actor.familyId, memberId);
  }

  async add(
    actor: Actor,
    memberId: string,
    input: z.output<typeof CreateAddressInputSchema>,
  ): Promise<MemberAddress> {
    await this.memberOf(actor, memberId);
    const id = newId();
    await this.repo.insert(actor.familyId, memberId, id, input, this.clock());
    await this.changed(actor, memberId, id, 'created');
    return (await this.repo.find(actor.familyId, id))!;
  }

  async update(
    actor: Actor,
    id: string,
    input: z.output<typeof UpdateAddressInputSchema>,
  ): Promise<MemberAddress> {
    if (!(await this.repo.update(actor.familyId, id, input))) {
      throw new AppError(404, 'NOT_FOUND', 'Address not found');
    }
    const address = (await this.repo.find(actor.familyId, id))!;
    await this.changed(actor, address.memberId, id, 'updated');
    return address;
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const address = await this.repo.find(actor.familyId, id);
    if (!address || !(await this.repo.delete(actor.familyId, id))) {
      throw new AppError(404, 'NOT_FOUND', 'Address not found');
    }
    await this.changed(actor, address.memberId, id, 'deleted');
  }

  async geocode(
    actor: Actor,
    address: string,
    language: GeocodeLanguage,
  ): Promise<GeocodeResult | null> {
    const decision = await this.limiter.consume(
      `geocode:${actor.id}`,
      this.lookupRule,
      this.clock().getTime(),
    );
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    return this.geocoder.geocode(address, language);
  }
}
