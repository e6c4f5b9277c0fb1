import { describe, expect, it } from 'vitest';
import { presenceStatus } from './location-schema.js';
import { CreateAddressInputSchema, normalizeAddressType } from './address-schema.js';
import { CreateGroupInputSchema } from './group-schema.js';
import { isInvitationUsable, joiningMemberName } from './invitation-schema.js';
import {
  CreateMemberInputSchema,
  memberInitials,
  UpdateMemberInputSchema,
} from './member-schema.js';
import { notificationEnabled, SettingKeySchema } from './settings-schema.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('family members', () => {
  it('takes initials from the first letters of the first two words', () => {
    expect(memberInitials('sara ali al-otaibi')).toBe('SA');
    expect(memberInitials('  Omar ')).toBe('O');
  });

  it('skips the Arabic article and keeps «عبد» compounds whole', () => {
    expect(memberInitials('نورة العتيبي')).toBe('ن\u200cع');
    expect(memberInitials('عبدالله')).toBe('ع');
    expect(memberInitials('عبد الله الأحمد')).toBe('ع\u200cأ');
    expect(memberInitials('سارة الإبراهيم')).toBe('س\u200cإ');
    expect(memberInitials('ال')).toBe('ا');
    expect(memberInitials('سارة العتيبي')).toBe('س\u200cع');
  });

  it('requires a name, trims e-mail and phone, and defaults role other and status active', () => {
    expect(firstMessage(CreateMemberInputSchema.safeParse({ name: '   ' }))).toBe(
      'memberName.required',
    );
    expect(firstMessage(CreateMemberInputSchema.safeParse({}))).toBe('memberName.required');
    const parsed = CreateMemberInputSchema.parse({
      name: ' Lina ',
      email: ' LINA@Example.com ',
      phone: ' +966 50 123 4567 ',
    });
    expect(parsed).toMatchObject({
      name: 'Lina',
      email: 'lina@example.com',
      phone: '+966 50 123 4567',
      role: 'other',
      status: 'active',
      birthDate: null,
    });
    expect(CreateMemberInputSchema.parse({ name: 'Lina', email: '  ', phone: '' })).toMatchObject({
      email: null,
      phone: null,
    });
  });

  it('rejects a bad e-mail, phone, birth date, role and unknown fields', () => {
    expect(firstMessage(CreateMemberInputSchema.safeParse({ name: 'L', email: 'nope' }))).toBe(
      'email.invalidFormat',
    );
    expect(firstMessage(CreateMemberInputSchema.safeParse({ name: 'L', phone: 'call me' }))).toBe(
      'phone.invalid',
    );
    expect(
      firstMessage(CreateMemberInputSchema.safeParse({ name: 'L', birthDate: '2020-02-30' })),
    ).toBe('date.invalid');
    expect(CreateMemberInputSchema.safeParse({ name: 'L', role: 'boss' }).success).toBe(false);
    expect(CreateMemberInputSchema.safeParse({ name: 'L', familyId: 'x' }).success).toBe(false);
    expect(UpdateMemberInputSchema.parse({})).toEqual({});
  });

  it('strips unsafe content from names', () => {
    expect(CreateMemberInputSchema.parse({ name: 'Lina<script>x</script>' }).name).toBe('Lina');
  });
});

describe('groups and settings', () => {
  it('defaults the group colour to #3B82F6 and requires a name', () => {
    expect(CreateGroupInputSchema.parse({ name: 'Kids' })).toEqual({
      name: 'Kids',
      description: null,
      color: '#3B82F6',
    });
    expect(firstMessage(CreateGroupInputSchema.safeParse({ name: '' }))).toBe('groupName.required');
    expect(firstMessage(CreateGroupInputSchema.safeParse({ name: 'K', color: 'blue' }))).toBe(
      'color.invalid',
    );
  });

  it('accepts dotted lower-case setting keys only, and notifications default to on', () => {
    expect(SettingKeySchema.safeParse('notifications.tasks').success).toBe(true);
    expect(SettingKeySchema.safeParse('Bad Key').success).toBe(false);
    expect(notificationEnabled({}, 'notifications.tasks')).toBe(true);
    expect(notificationEnabled({ 'notifications.tasks': false }, 'notifications.tasks')).toBe(
      false,
    );
  });
});

describe('addresses', () => {
  it("requires an address with the spec's message and treats unknown types as custom", () => {
    expect(firstMessage(CreateAddressInputSchema.safeParse({ address: '  ' }))).toBe(
      'address.required',
    );
    expect(CreateAddressInputSchema.parse({ address: ' Riyadh ' })).toMatchObject({
      address: 'Riyadh',
      addressType: 'home',
      latitude: null,
    });
    expect(
      CreateAddressInputSchema.parse({ address: 'x', addressType: 'castle' }).addressType,
    ).toBe('custom');
    expect(normalizeAddressType('gym')).toBe('gym');
    expect(CreateAddressInputSchema.safeParse({ address: 'x', latitude: 10 }).success).toBe(false);
    expect(
      CreateAddressInputSchema.safeParse({ address: 'x', latitude: 91, longitude: 0 }).success,
    ).toBe(false);
  });
});

describe('invitations', () => {
  it('names the new member by the invited name, full name, e-mail, then New Member', () => {
    expect(
      joiningMemberName({ invitedName: 'Aunt Huda', fullName: 'Huda S', email: 'h@x.com' }),
    ).toBe('Aunt Huda');
    expect(joiningMemberName({ invitedName: ' ', fullName: 'Huda S', email: 'h@x.com' })).toBe(
      'Huda S',
    );
    expect(joiningMemberName({ invitedName: null, fullName: null, email: 'huda.s@x.com' })).toBe(
      'huda.s',
    );
    expect(joiningMemberName({ invitedName: null, fullName: '', email: null })).toBe('New Member');
  });

  it('loads only pending, unexpired invitations', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isInvitationUsable({ status: 'pending', expiresAt: '2026-01-02T00:00:00Z' }, now)).toBe(
      true,
    );
    expect(isInvitationUsable({ status: 'pending', expiresAt: '2025-12-31T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isInvitationUsable({ status: 'accepted', expiresAt: '2026-01-02T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isInvitationUsable({ status: 'revoked', expiresAt: '2026-01-02T00:00:00Z' }, now)).toBe(
      false,
    );
  });
});

describe('presence', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('is active while updates keep coming, idle after 15 minutes, offline after 2 hours', () => {
    expect(presenceStatus({ status: 'active', lastSeen: ago(14) }, now)).toBe('active');
    expect(presenceStatus({ status: 'active', lastSeen: ago(15) }, now)).toBe('idle');
    expect(presenceStatus({ status: 'active', lastSeen: ago(119) }, now)).toBe('idle');
    expect(presenceStatus({ status: 'active', lastSeen: ago(120) }, now)).toBe('offline');
  });

  it('keeps the stored status without a shared location, and a stopped share stays offline', () => {
    expect(presenceStatus({ status: 'active', lastSeen: null }, now)).toBe('active');
    expect(presenceStatus({ status: 'offline', lastSeen: ago(20) }, now)).toBe('offline');
  });
});
