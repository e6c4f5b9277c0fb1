import type { LiveTopic } from '@usra/domain/common/live-topics';
import type { z } from 'zod';
import type {
  CreateGroupInputSchema,
  FamilyGroup,
  UpdateGroupInputSchema,
} from '@usra/domain/family/group-schema';
import type {
  CreateMemberInputSchema,
  FamilyMember,
  UpdateMemberInputSchema,
} from '@usra/domain/family/member-schema';
import { ONBOARDING_DONE_KEY, type SettingValue } from '@usra/domain/family/settings-schema';
import type { AuditLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { FamilyRepository } from './family.repository.js';
import type { Actor } from '../../platform/session-guard.js';

/** Live-update topics; the web client's query keys start with these. */
export const familyTopics = {
  family: 'family',
  members: 'family-members',
  groups: 'family-groups',
  settings: 'family-settings',
} as const;

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);

export class FamilyService {
  constructor(
    private readonly repo: FamilyRepository,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async changed(actor: Actor, topic: LiveTopic, data: Record<string, unknown>) {
    await this.events.publish({ topic, familyId: actor.familyId, data });
  }

  async family(actor: Actor) {
    const family = await this.repo.family(actor.familyId);
    if (!family) throw notFound('Family');
    return { id: family.id, name: family.name };
  }

  /** The first-run set-up is offered to the family's creator until it is finished or skipped. */
  async onboarding(actor: Actor): Promise<{ pending: boolean }> {
    const family = await this.repo.family(actor.familyId);
    if (!family || family.ownerUserId !== actor.id) return { pending: false };
    const settings = await this.repo.settings(actor.familyId);
    return { pending: settings[ONBOARDING_DONE_KEY] !== true };
  }

  async renameFamily(actor: Actor, name: string) {
    await this.repo.renameFamily(actor.familyId, name);
    await this.audit.activity(actor.id, 'family_renamed', { name }, this.clock());
    // The session carries the family name too.
    await this.changed(actor, familyTopics.family, { action: 'renamed' });
    await this.changed(actor, 'auth', { action: 'family_renamed' });
    return this.family(actor);
  }

  listMembers(actor: Actor): Promise<FamilyMember[]> {
    return this.repo.listMembers(actor.familyId);
  }

  async addMember(
    actor: Actor,
    input: z.output<typeof CreateMemberInputSchema>,
  ): Promise<FamilyMember> {
    const id = newId();
    const now = this.clock();
    await this.repo.insertMember(actor.familyId, id, input, now);
    await this.audit.activity(actor.id, 'family_member_added', { memberId: id }, now);
    await this.changed(actor, familyTopics.members, { id, action: 'created' });
    return (await this.repo.findMember(actor.familyId, id))!;
  }

  async updateMember(
    actor: Actor,
    id: string,
    input: z.output<typeof UpdateMemberInputSchema>,
  ): Promise<FamilyMember> {
    const updated = await this.repo.updateMember(actor.familyId, id, input, this.clock());
    if (!updated) throw notFound('Family member');
    await this.changed(actor, familyTopics.members, { id, action: 'updated' });
    return (await this.repo.findMember(actor.familyId, id))!;
  }

  async removeMember(actor: Actor, id: string): Promise<void> {
    if (!(await this.repo.deleteMember(actor.familyId, id))) throw notFound('Family member');
    await this.audit.activity(actor.id, 'family_member_removed', { memberId: id }, this.clock());
    await this.changed(actor, familyTopics.members, { id, action: 'deleted' });
  }

  listGroups(actor: Actor): Promise<FamilyGroup[]> {
    return this.repo.listGroups(actor.familyId);
  }

  async createGroup(
    actor: Actor,
    input: z.output<typeof CreateGroupInputSchema>,
  ): Promise<FamilyGroup> {
    const id = newId();
    await this.repo.insertGroup(actor.familyId, { id, ...input }, this.clock());
    await this.changed(actor, familyTopics.groups, { id, action: 'created' });
    return (await this.repo.findGroup(actor.familyId, id))!;
  }

  async updateGroup(
    actor: Actor,
    id: string,
    input: z.output<typeof UpdateGroupInputSchema>,
  ): Promise<FamilyGroup> {
    if (!(await this.repo.updateGroup(actor.familyId, id, input))) throw notFound('Family group');
    await this.changed(actor, familyTopics.groups, { id, action: 'updated' });
    return (await this.repo.findGroup(actor.familyId, id))!;
  }

  async deleteGroup(actor: Actor, id: string): Promise<void> {
    if (!(await this.repo.deleteGroup(actor.familyId, id))) throw notFound('Family group');
    await this.changed(actor, familyTopics.groups, { id, action: 'deleted' });
  }

  settings(actor: Actor): Promise<Record<string, SettingValue>> {
    return this.repo.settings(actor.familyId);
  }

  async updateSetting(actor: Actor, key: string, value: SettingValue): Promise<void> {
    await this.repo.upsertSetting(actor.familyId, key, value, this.clock());
    await this.changed(actor, familyTopics.settings, { key });
  }
}
