import { TaskSchema } from '@usra/domain/tasks/task-schema';
import { describe, expect, it } from 'vitest';
import { taskJsonFields, toTask, type TaskRow } from './task-row.js';

describe('task row mapping', () => {
  it("names every field of TaskSchema once, in the schema's order", () => {
    expect(taskJsonFields.map((f) => f.key)).toEqual(Object.keys(TaskSchema.shape));
  });

  it('reads a row of either engine into a valid Task', () => {
    const row = {
      id: 't1',
      family_id: 'f1',
      title: 'اشترِ الحليب',
      description: null,
      location: 'Riyadh',
      priority: 'high',
      category: 'errands',
      due_date: new Date('2026-05-10T06:00:00Z'), // PostgreSQL gives dates
      assignee_member_id: null,
      assignee_name: 'Sara',
      status: 'pending',
      completed_at: null,
      is_recurring: 1, // SQLite gives 0/1
      recurrence_type: 'weekly',
      recurrence_anchor_day: 10,
      estimated_duration: 30,
      tags: '["home","weekly"]',
      latitude: 24.7136001,
      longitude: -0.0000001,
      created_by: null,
      created_at: '2026-05-01T06:00:00.000Z',
      updated_at: '2026-05-01T06:00:00.000Z',
      row_json: null,
    } as unknown as TaskRow;
    const task = toTask(row);
    expect(TaskSchema.parse(task)).toEqual(task);
    expect(task).toMatchObject({
      dueDate: '2026-05-10T06:00:00.000Z',
      isRecurring: true,
      recurrencePattern: { type: 'weekly' },
      tags: ['home', 'weekly'],
      latitude: 24.7136,
      longitude: 0,
    });
    expect(toTask({ ...row, recurrence_type: null, is_recurring: 0, tags: 'x' })).toMatchObject({
      isRecurring: false,
      recurrencePattern: null,
      tags: [],
    });
  });
});
