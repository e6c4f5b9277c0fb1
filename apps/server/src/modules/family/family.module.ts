import type { FamilySettings } from '@usra/domain/family/settings-schema';
import type { AppModule, Platform } from '../../platform/module.js';
import { AddressRepository } from './address.repository.js';
import { addressRoutes } from './address.routes.js';
import { AddressService } from './address.service.js';
import { FamilyRepository } from './family.repository.js';
import { familyRoutes } from './family.routes.js';
import { FamilyService } from './family.service.js';
import { InvitationRepository, type AcceptedInvitation } from './invitation.repository.js';
import { invitationRoutes } from './invitation.routes.js';
import { InvitationService } from './invitation.service.js';
import { locationRoutes } from './location.routes.js';
import { LocationService, type PositionWatcher } from './location.service.js';

export type { AcceptedInvitation } from './invitation.repository.js';
export type { PositionWatcher } from './location.service.js';

/** What other areas (the notification centre) read of the family. */
export interface FamilyReads {
  /** Invitations accepted at or after `since` (an instant), newest first. */
  acceptedInvitations(
    familyId: string,
    since: string,
    limit: number,
  ): Promise<AcceptedInvitation[]>;
  /** The family's settings by key (the notification centre reads Family → Notifications). */
  settings(familyId: string): Promise<FamilySettings>;
}

export interface FamilyModule extends AppModule {
  reads: FamilyReads;
  /** The Family screen's own member actions, for the assistant. */
  members: Pick<FamilyService, 'listMembers' | 'addMember' | 'removeMember'>;
}

/** Everything about who is in the family: members, groups, settings, addresses, invitations. */
export function familyModule(
  platform: Platform,
  /** Told of each shared position (location-aware suggestions, from the tasks module). */
  deps: { positions?: PositionWatcher } = {},
): FamilyModule {
  const { db, config, events, audit, limiter, mailer, geocoder, clock } = platform;
  const limits = config.rateLimits;
  const repo = new FamilyRepository(db);
  const family = new FamilyService(repo, events, audit, clock);
  const invitationRows = new InvitationRepository(db);
  const invitations = new InvitationService(
    invitationRows,
    events,
    audit,
    limiter,
    limits.invitationLookupPerAddress,
    mailer,
    config.baseUrl,
    clock,
  );
  const addresses = new AddressService(
    new AddressRepository(db),
    repo,
    events,
    geocoder,
    limiter,
    limits.geocodeLookup,
    clock,
  );
  const locations = new LocationService(
    repo,
    events,
    geocoder,
    limiter,
    limits.locationShare,
    clock,
    deps.positions ?? null,
  );
  return {
    name: 'family',
    prefix: '/api',
    reads: {
      acceptedInvitations: (familyId, since, limit) =>
        invitationRows.acceptedSince(familyId, since, limit),
      settings: (familyId) => repo.settings(familyId),
    },
    members: family,
    async routes(app) {
      await app.register(familyRoutes(family));
      await app.register(invitationRoutes(invitations));
      await app.register(addressRoutes(addresses));
      await app.register(locationRoutes(locations));
    },
  };
}
