import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit.js';
import type { EventBus } from '../../platform/events.js';
import type { Mailer } from '../../platform/mailer.js';
import { createGeocoder, type Geocoder } from '../../platform/geocoding/geocoder.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { AddressRepository } from './address.repository.js';
import { addressRoutes } from './address.routes.js';
import { AddressService } from './address.service.js';
import { FamilyRepository } from './family.repository.js';
import { familyRoutes } from './family.routes.js';
import { FamilyService } from './family.service.js';
import { InvitationRepository } from './invitation.repository.js';
import { invitationRoutes } from './invitation.routes.js';
import { InvitationService } from './invitation.service.js';
import { locationRoutes } from './location.routes.js';
import { LocationService } from './location.service.js';

export interface FamilyModuleDeps {
  db: Kysely<Database>;
  config: Config;
  events: EventBus;
  audit: AuditLog;
  limiter: RateLimiter;
  mailer: Mailer;
  clock?: (() => Date) | undefined;
  /** Tests pass a fake; otherwise GEOCODER_URL or the offline gazetteer. */
  geocoder?: Geocoder;
}

/** Everything about who is in the family: members, groups, settings, addresses, invitations. */
export const familyModule = (deps: FamilyModuleDeps): FastifyPluginAsync =>
  async function module(app) {
    const repo = new FamilyRepository(deps.db);
    const family = new FamilyService(repo, deps.events, deps.audit, deps.clock);
    await app.register(familyRoutes(family));
    const invitations = new InvitationService(
      new InvitationRepository(deps.db),
      deps.events,
      deps.audit,
      deps.limiter,
      deps.config.rateLimits.invitationLookupPerAddress,
      deps.mailer,
      deps.config.baseUrl,
      deps.clock,
    );
    await app.register(invitationRoutes(invitations));
    const geocoder = deps.geocoder ?? createGeocoder(deps.config.geocoderUrl);
    await app.register(
      addressRoutes(
        new AddressService(
          new AddressRepository(deps.db),
          repo,
          deps.events,
          geocoder,
          deps.limiter,
          deps.clock,
        ),
      ),
    );
    await app.register(
      locationRoutes(new LocationService(repo, deps.events, geocoder, deps.limiter, deps.clock)),
    );
  };
