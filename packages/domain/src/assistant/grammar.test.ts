import { describe, expect, it } from 'vitest';
import {
  eventTypeOf,
  findByTitle,
  splitLocation,
  understand,
  type GrammarContext,
} from './grammar.js';

// 2026-05-12 is a Tuesday.
const context: GrammarContext = {
  today: '2026-05-12',
  members: [
    { id: 'm1', name: 'Omar' },
    { id: 'm2', name: 'سارة' },
  ],
  tasks: [
    { id: 't1', name: 'Take out the trash' },
    { id: 't2', name: 'تنظيف المطبخ' },
  ],
  events: [
    { id: 'e1', name: 'Dentist appointment' },
    { id: 'e2', name: 'عشاء العائلة' },
  ],
};
const u = (text: string) => understand(text, context);

describe('the grammar', () => {
  it('creates tasks with the assignee, due day, time and priority (English)', () => {
    expect(u('add an urgent task for Omar to fix the bike tomorrow at 5:30 pm')).toMatchObject({
      intent: 'createTask',
      slots: {
        title: 'fix the bike',
        assignee: 'Omar',
        assigneeId: 'm1',
        date: '2026-05-13',
        time: '17:30',
        priority: 'high',
      },
      missing: null,
    });
  });

  it('creates tasks in Gulf Arabic with Arabic-Indic digits and the article ignored', () => {
    expect(u('ابي اضيف مهمة لسارة تشتري خبز بكرة الساعة ٥ العصر')).toMatchObject({
      intent: 'createTask',
      slots: { title: 'تشتري خبز', assignee: 'سارة', date: '2026-05-13', time: '17:00' },
    });
    expect(u('ذكرنى بكره اشترى بيض').slots).toMatchObject({
      title: 'اشترى بيض',
      date: '2026-05-13',
    });
  });

  it('finds the stored task loosely (stems, typos, article) to complete or reassign it', () => {
    expect(u('mark the trash as done').slots).toMatchObject({
      task: 'Take out the trash',
      taskId: 't1',
    });
    expect(u('خلصت المطبخ')).toMatchObject({ intent: 'completeTask', slots: { taskId: 't2' } });
    expect(u('give the trash to Omar')).toMatchObject({
      intent: 'reassignTask',
      slots: { taskId: 't1', assigneeId: 'm1' },
    });
  });

  it('says when the named task does not exist, and asks for a missing member', () => {
    expect(u('mark walk the dog as done')).toMatchObject({
      intent: 'completeTask',
      notFound: 'task',
    });
  });

  it('creates events with location and type, and asks for the day when none is given', () => {
    expect(u('schedule a work dinner on Friday at 9pm at the Marriott')).toMatchObject({
      intent: 'createEvent',
      slots: {
        title: 'work dinner',
        location: 'the Marriott',
        date: '2026-05-15',
        time: '21:00',
        eventType: 'work',
      },
    });
    expect(u('سجل حصة سباحة بكرة الساعة ٤:٣٠ العصر في النادي').slots).toMatchObject({
      title: 'حصة سباحة',
      location: 'النادي',
      time: '16:30',
      eventType: 'school',
    });
    expect(u('schedule a meeting with the architect')).toMatchObject({
      intent: 'createEvent',
      missing: 'date',
    });
  });

  it('moves events (أجل، للخميس) and asks when no new time is given', () => {
    expect(u('اجل عشاء العائلة للخميس')).toMatchObject({
      intent: 'moveEvent',
      slots: { eventId: 'e2', date: '2026-05-14' },
    });
    expect(u('move the dentist appointment')).toMatchObject({
      intent: 'moveEvent',
      missing: 'when',
    });
  });

  it('adds members with their role', () => {
    expect(u('add my son Faisal to the family').slots).toMatchObject({
      name: 'Faisal',
      role: 'child',
    });
    expect(u('أضف أخوي طارق للعائلة').slots).toMatchObject({ name: 'طارق', role: 'sibling' });
  });

  it('answers questions: today, overdue, this week (هالأسبوع), where, documents, car, maintenance', () => {
    expect(u('وش عندي اليوم؟').intent).toBe('tasksToday');
    expect(u('ايش المتأخر').intent).toBe('tasksOverdue');
    expect(u('مهام هالأسبوع').intent).toBe('tasksWeek');
    expect(u("what's due this week?").intent).toBe('tasksWeek');
    expect(u('وين سارة').slots.member).toBe('سارة');
    expect(u('where is everyone?')).toMatchObject({ intent: 'whereIs', slots: {} });
    expect(u('which documents expire this month?').intent).toBe('documentsExpiring');
    expect(u('is the car due for service?').intent).toBe('vehicleService');
    expect(u('what maintenance is overdue?').intent).toBe('maintenanceOverdue');
  });

  it('greets, helps, and admits what it cannot do', () => {
    expect(u('السلام عليكم').intent).toBe('greeting');
    expect(u('what can you do?').intent).toBe('help');
    expect(u('tell me a joke').intent).toBe('unknown');
    expect(u('كيف الجو بكرة').intent).toBe('unknown');
  });

  it('never matches another family: lists come only from the caller', () => {
    const stranger = understand('mark take out the trash as done', { ...context, tasks: [] });
    expect(stranger).toMatchObject({ intent: 'completeTask', notFound: 'task' });
    expect(stranger.slots.taskId).toBeUndefined();
  });
});

describe('pieces', () => {
  it('types events by the spec words: work, school, personal, otherwise family', () => {
    expect(eventTypeOf('Team meeting')).toBe('work');
    expect(eventTypeOf('Math exam')).toBe('school');
    expect(eventTypeOf('Dentist')).toBe('personal');
    expect(eventTypeOf('Picnic')).toBe('family');
    expect(eventTypeOf('موعد الطبيب')).toBe('personal');
  });

  it('reads at/in/@/location: and في as the place, never "on the calendar"', () => {
    expect(splitLocation('lunch @ the club')).toEqual({ title: 'lunch', location: 'the club' });
    expect(splitLocation('Revision location: city library')).toEqual({
      title: 'Revision',
      location: 'city library',
    });
    expect(splitLocation('اختبار عمر في التقويم')).toEqual({
      title: 'اختبار عمر في التقويم',
      location: null,
    });
  });

  it('matches titles with typos and stems', () => {
    const rows = [
      { id: '1', name: 'Buy groceries' },
      { id: '2', name: 'Wash the car' },
    ];
    expect(findByTitle('grocries', rows)?.id).toBe('1');
    expect(findByTitle('washed the car', rows)?.id).toBe('2');
    expect(findByTitle('the plants', rows)).toBeNull();
  });
});
