import { describe, expect, it } from 'vitest';
import { addTag, CreateTaskInputSchema, UpdateTaskInputSchema } from './task-schema.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('create task', () => {
  it('requires a trimmed title of at most 100 characters', () => {
    expect(firstMessage(CreateTaskInputSchema.safeParse({ title: '  ', location: 'Home' }))).toBe(
      'task.titleRequired',
    );
    expect(firstMessage(CreateTaskInputSchema.safeParse({ location: 'Home' }))).toBe(
      'task.titleRequired',
    );
    expect(
      firstMessage(CreateTaskInputSchema.safeParse({ title: 'a'.repeat(101), location: 'Home' })),
    ).toBe('task.titleTooLong');
    expect(
      CreateTaskInputSchema.parse({ title: ` ${'a'.repeat(100)} `, location: 'H' }).title,
    ).toBe('a'.repeat(100));
  });

  it('sanitizes the title', () => {
    const parsed = CreateTaskInputSchema.parse({
      title: 'Buy <script>alert(1)</script>milk <b>now</b>',
      location: 'Danube',
    });
    expect(parsed.title).toBe('Buy milk now');
  });

  it('requires a location', () => {
    expect(firstMessage(CreateTaskInputSchema.safeParse({ title: 'Milk', location: ' ' }))).toBe(
      'task.locationRequired',
    );
    expect(firstMessage(CreateTaskInputSchema.safeParse({ title: 'Milk' }))).toBe(
      'task.locationRequired',
    );
  });

  it('defaults priority medium, category other, not recurring, no tags; empty text becomes null', () => {
    expect(
      CreateTaskInputSchema.parse({
        title: 'شراء الحليب',
        location: 'بنده',
        description: '   ',
        assigneeName: '',
        dueDate: '',
        estimatedDuration: '',
      }),
    ).toEqual({
      title: 'شراء الحليب',
      location: 'بنده',
      description: null,
      assigneeName: null,
      assigneeMemberId: null,
      dueDate: null,
      estimatedDuration: null,
      priority: 'medium',
      category: 'other',
      isRecurring: false,
      recurrencePattern: null,
      repeatFromCompletion: false,
      sourceType: null,
      sourceId: null,
      tags: [],
    });
  });

  it('takes the estimated duration as a number of minutes, minimum 0', () => {
    const base = { title: 'T', location: 'L' };
    expect(CreateTaskInputSchema.parse({ ...base, estimatedDuration: 0 }).estimatedDuration).toBe(
      0,
    );
    expect(
      CreateTaskInputSchema.parse({ ...base, estimatedDuration: '45' }).estimatedDuration,
    ).toBe(45);
    expect(firstMessage(CreateTaskInputSchema.safeParse({ ...base, estimatedDuration: -1 }))).toBe(
      'task.durationInvalid',
    );
    expect(
      firstMessage(CreateTaskInputSchema.safeParse({ ...base, estimatedDuration: 'abc' })),
    ).toBe('task.durationInvalid');
  });

  it('keeps tags unique and non-empty', () => {
    const base = { title: 'T', location: 'L' };
    expect(CreateTaskInputSchema.parse({ ...base, tags: [' home ', 'car'] }).tags).toEqual([
      'home',
      'car',
    ]);
    expect(firstMessage(CreateTaskInputSchema.safeParse({ ...base, tags: ['a', ' '] }))).toBe(
      'task.tagEmpty',
    );
    expect(firstMessage(CreateTaskInputSchema.safeParse({ ...base, tags: ['Car', 'car'] }))).toBe(
      'task.tagDuplicate',
    );
    expect(addTag(['car'], ' car ')).toEqual(['car']);
    expect(addTag(['car'], '  ')).toEqual(['car']);
    expect(addTag(['car'], ' home')).toEqual(['car', 'home']);
  });

  it('defaults the recurrence pattern to weekly when recurring, and clears it otherwise', () => {
    const base = { title: 'T', location: 'L' };
    expect(CreateTaskInputSchema.parse({ ...base, isRecurring: true }).recurrencePattern).toEqual({
      type: 'weekly',
    });
    expect(
      CreateTaskInputSchema.parse({
        ...base,
        isRecurring: true,
        recurrencePattern: { type: 'daily' },
      }).recurrencePattern,
    ).toEqual({ type: 'daily' });
    expect(
      CreateTaskInputSchema.parse({
        ...base,
        isRecurring: false,
        recurrencePattern: { type: 'daily' },
      }).recurrencePattern,
    ).toBeNull();
  });

  it('normalizes the due date to UTC and rejects nonsense', () => {
    const base = { title: 'T', location: 'L' };
    expect(
      CreateTaskInputSchema.parse({ ...base, dueDate: '2026-03-01T10:00:00+03:00' }).dueDate,
    ).toBe('2026-03-01T07:00:00.000Z');
    expect(firstMessage(CreateTaskInputSchema.safeParse({ ...base, dueDate: 'tomorrow' }))).toBe(
      'task.dueDateInvalid',
    );
  });

  it('rejects unknown fields such as familyId or status', () => {
    expect(
      CreateTaskInputSchema.safeParse({ title: 'T', location: 'L', familyId: 'x' }).success,
    ).toBe(false);
    expect(UpdateTaskInputSchema.safeParse({ status: 'completed' }).success).toBe(false);
  });

  it('edits any subset, with the title still required when given', () => {
    expect(UpdateTaskInputSchema.parse({})).toEqual({});
    expect(firstMessage(UpdateTaskInputSchema.safeParse({ title: '' }))).toBe('task.titleRequired');
    expect(UpdateTaskInputSchema.parse({ description: '' })).toEqual({ description: null });
  });
});
