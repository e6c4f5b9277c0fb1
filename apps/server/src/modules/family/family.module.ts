import type { FamilySettings } from '@usra/domain/family/settings-schema';
import { INVITATION_NOTICE_DAYS } from '@usra/domain/notifications/notification-schema';
import type { AppModule, Platform } from '../../platform/module.js';
import { SOURCE_LIMIT } from '../../platform/notification-source.js';
import type { Registries } from '../../platform/registries.js';
import { AddressRepository } from './address.repository.js';
import { addressRoutes } from './address.routes.js';
import { AddressService } from './address.service.js';
import { FamilyAccountsRepository } from './family-accounts.repository.js';
import { FamilyRepository } from './family.repository.js';
import { familyRoutes } from './family.routes.js';
import { FamilyService } from './family.service.js';
import type { JoiningAccounts } from './family-ports.js';
import { InvitationRepository, type AcceptedInvitation } from './invitation.repository.js';
import { invitationRoutes } from './invitation.routes.js';
import { InvitationService } from './invitation.service.js';
import { locationRoutes } from './location.routes.js';
import { LocationService, type PositionWatcher } from './location.service.js';

export type { AcceptedInvitation } from './invitation.repository.js';
export type { FamilyAccountsRepository } from './family-accounts.repository.js';
export type { PositionWatcher } from './location.service.js';

/** What other areas read of the family. */
export interface FamilyReads {
  /** The family's name, or null when there is no such family (the calendar feed's title). */
  familyName(familyId: string): Promise<string | null>;
  /** A member's id and current name, or null when not of this family (a task's assignee). */
  member(familyId: string, memberId: string): Promise<{ id: string; name: string } | null>;
  /** The account that owns the family, or null (only the owner imports data). */
  ownerOf(familyId: string): Promise<string | null>;
  /** The members' saved addresses that have coordinates, oldest first ("Plan my errands"). */
  savedPlaces(familyId: string): Promise<Awaited<ReturnType<AddressRepository['withCoordinates']>>>;
  /** The saved addresses with coordinates and their member's name, oldest first (prayer times). */
  memberPlaces(
    familyId: string,
    limit: number,
  ): Promise<Awaited<ReturnType<AddressRepository['memberPlaces']>>>;
  /** Invitations accepted at or after `since` (an instant), newest first. */
  acceptedInvitations(
    familyId: string,
    since: string,
    limit: number,
  ): Promise<AcceptedInvitation[]>;
  /** The family's settings by key (the notification centre reads Family → Notifications). */
  settings(familyId: string): Promise<FamilySettings>;
}

/** Family settings of given keys, read and written (the appearance settings are family-wide). */
export interface FamilySettingValues {
  /** The values of these keys that are stored and readable. */
  values(familyId: string, keys: readonly string[]): Promise<Record<string, unknown>>;
  /** Writes several keys in one transaction. */
  set(familyId: string, values: Record<string, unknown>, now: Date): Promise<void>;
}

export interface FamilyModule extends AppModule {
  reads: FamilyReads;
  /** How many families the install has (the admin portal's stat cards). */
  families: { count(): Promise<number> };
  /** Pending, unexpired invitations by token, which sign-up reads (auth's `SignUpPorts`). */
  invitations: {
    invitationPending(token: string, now: Date): Promise<boolean>;
    /** Only one e-mailed to this address. */
    invitationEmailedTo(token: string, email: string, now: Date): Promise<boolean>;
  };
  settings: FamilySettingValues;
  /** The Family screen's own member actions, for the assistant. */
  members: Pick<FamilyService, 'listMembers' | 'addMember' | 'removeMember'>;
  /**
   * The families' side of the accounts' lives: the name in the session lookup and the family
   * founded at sign-up (auth's `AccountFamilies`), ownership and deletion with an account
   * (account's `RemovalFamilies`); the writes take the caller's transaction.
   */
  accounts: FamilyAccountsRepository;
}

/** Everything about who is in the family: members, groups, settings, addresses, invitations. */
export function familyModule(
  platform: Platform,
  deps: {
    /** The accounts a person who accepts an invitation moves (auth's `memberships`). */
    accounts: JoiningAccounts;
    /** Told of each shared position (location-aware suggestions, from the tasks module). */
    positions?: PositionWatcher;
  },
): FamilyModule {
  const { db, config, events, audit, limiter, mailer, geocoder, clock, registries } = platform;
  const limits = config.rateLimits;
  const repo = new FamilyRepository(db);
  const addressRows = new AddressRepository(db);
  const family = new FamilyService(repo, events, audit, clock);
  const invitationRows = new InvitationRepository(db, deps.accounts);
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
    addressRows,
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
  const reads: FamilyReads = {
    familyName: async (familyId) => (await repo.family(familyId))?.name ?? null,
    ownerOf: async (familyId) => (await repo.family(familyId))?.ownerUserId ?? null,
    member: async (familyId, memberId) => {
      const member = await repo.findMember(familyId, memberId);
      return member && { id: member.id, name: member.name };
    },
    savedPlaces: (familyId) => addressRows.withCoordinates(familyId),
    memberPlaces: (familyId, limit) => addressRows.memberPlaces(familyId, limit),
    acceptedInvitations: (familyId, since, limit) =>
      invitationRows.acceptedSince(familyId, since, limit),
    settings: (familyId) => repo.settings(familyId),
  };
  contribute(registries, reads, repo);
  return {
    name: 'family',
    prefix: '/api',
    reads,
    families: { count: () => repo.countFamilies() },
    invitations: {
      invitationPending: (token, now) => invitationRows.pending(token, now),
      invitationEmailedTo: (token, email, now) => invitationRows.pending(token, now, email),
    },
    settings: {
      values: (familyId, keys) => repo.settingValues(familyId, keys),
      set: (familyId, values, now) => repo.setSettings(familyId, values, now),
    },
    members: family,
    accounts: new FamilyAccountsRepository(db),
    async routes(app) {
      await app.register(familyRoutes(family));
      await app.register(invitationRoutes(invitations));
      await app.register(addressRoutes(addresses));
      await app.register(locationRoutes(locations));
    },
  };
}

/** Accepted invitations in the bell; the member count on the dashboard. */
function contribute(registries: Registries, reads: FamilyReads, repo: FamilyRepository): void {
  registries.notifications.add({
    name: 'invitations',
    // Family → Notifications (family settings) decide which kinds anyone gets: a change there
    // is a change of every list, so it is watched with this source.
    topics: ['family-invitations', 'family-settings'],
    kinds: ['invitationAccepted'],
    async notifications(familyId, day) {
      const since = new Date(day.now.getTime() - INVITATION_NOTICE_DAYS * 86_400_000);
      const accepted = await reads.acceptedInvitations(familyId, since.toISOString(), SOURCE_LIMIT);
      return accepted.map((invitation) => ({
        kind: 'invitationAccepted' as const,
        sourceId: invitation.id,
        version: invitation.acceptedAt,
        params: { name: invitation.name },
        link: '/app/family',
        date: invitation.acceptedAt,
        recipients: invitation.recipients,
      }));
    },
  });
  registries.dashboard.add({
    name: 'family',
    async load(familyId) {
      return { memberCount: await repo.memberCount(familyId) };
    },
  });
}
