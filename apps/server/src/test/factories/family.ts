import {
  CreateAddressInputSchema,
  type CreateAddressInput,
  type MemberAddress,
} from '@usra/domain/family/address-schema';
import {
  CreateGroupInputSchema,
  type CreateGroupInput,
  type FamilyGroup,
} from '@usra/domain/family/group-schema';
import {
  CreateInvitationInputSchema,
  type CreateInvitationInput,
  type Invitation,
} from '@usra/domain/family/invitation-schema';
import { AddressRepository } from '../../modules/family/address.repository.js';
import { AddressService } from '../../modules/family/address.service.js';
import { FamilyRepository } from '../../modules/family/family.repository.js';
import { FamilyService } from '../../modules/family/family.service.js';
import { InvitationRepository } from '../../modules/family/invitation.repository.js';
import { InvitationService } from '../../modules/family/invitation.service.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import { actorOf, unused, type FactoryEnv, type FamilyActor } from './shared.js';

export interface FamilyFactories {
  /** A group of the family ("Parents" by default, the default colour). */
  newFamilyGroup(family: FamilyActor, overrides?: Partial<CreateGroupInput>): Promise<FamilyGroup>;
  /** A saved address of `memberId` ("12 Palm Street", home, no coordinates by default). */
  newMemberAddress(
    family: FamilyActor,
    memberId: string,
    overrides?: Partial<CreateAddressInput>,
  ): Promise<MemberAddress>;
  /**
   * A pending invitation to the family (role member, no name or address by default), with its
   * token. Never e-mailed: the factory's mailer has no SMTP, as an install without SMTP_URL.
   */
  newInvitation(
    family: FamilyActor,
    overrides?: Partial<CreateInvitationInput>,
  ): Promise<Invitation>;
}

/** Family-area rows, written through the family module's services. */
export function familyFactories(env: FactoryEnv): FamilyFactories {
  const { db, config, clock, audit, unheard } = env;
  const now = () => clock.now;
  const families = () => new FamilyRepository(db);
  return {
    newFamilyGroup(family, o = {}) {
      const input = CreateGroupInputSchema.parse({ name: 'Parents', ...o });
      return new FamilyService(families(), unheard, audit, now).createGroup(actorOf(family), input);
    },

    newMemberAddress(family, memberId, o = {}) {
      const input = CreateAddressInputSchema.parse({ address: '12 Palm Street', ...o });
      const service = new AddressService(
        new AddressRepository(db),
        families(),
        unheard,
        { kind: 'offline', geocode: unused('geocoding'), reverse: unused('geocoding') },
        new RateLimiter(db),
        config.rateLimits.geocodeLookup,
        now,
      );
      return service.add(actorOf(family), memberId, input);
    },

    async newInvitation(family, o = {}) {
      const input = CreateInvitationInputSchema.parse(o);
      const joining = {
        familyOf: unused('accepting'),
        moveTo: unused('accepting'),
        earliestIn: unused('accepting'),
        names: unused('accepting'),
      };
      const service = new InvitationService(
        new InvitationRepository(db, joining),
        unheard,
        audit,
        new RateLimiter(db),
        config.rateLimits.invitationLookupPerAddress,
        { configured: false, send: unused('mailing'), verify: unused('mailing') },
        config.baseUrl,
        now,
      );
      const owned = await families().family(family.familyId);
      if (!owned) throw new Error(`factories: no family ${family.familyId}`);
      const actor = { ...actorOf(family), familyName: owned.name };
      return (await service.create(actor, input, 'ar')).invitation;
    },
  };
}
