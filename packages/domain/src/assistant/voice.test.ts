import { describe, expect, it } from 'vitest';
import { parseVoice } from './voice.js';

// 2026-05-12 is a Tuesday.
const context = {
  today: '2026-05-12',
  members: [
    { id: 'm1', name: 'Omar' },
    { id: 'm2', name: 'نورة' },
  ],
};

describe('parse-voice (spec core section 5)', () => {
  it('events: first sentence the title, the rest the description, time, place, type, 1 hour', () => {
    const { success, parsedData } = parseVoice(
      'Dentist appointment tomorrow at 5:30 pm at Smile Clinic. Bring the insurance card.',
      'event',
      context,
    );
    expect(success).toBe(true);
    expect(parsedData).toMatchObject({
      title: 'Dentist appointment',
      description: 'Bring the insurance card.',
      date: '2026-05-13',
      startTime: '17:30',
      endTime: '18:30',
      location: 'Smile Clinic',
      eventType: 'personal',
    });
  });

  it("12 pm stays 12, 12 am becomes 0, 5pm and 5 o'clock are read", () => {
    expect(parseVoice('Lunch today at 12 pm', 'event', context).parsedData.startTime).toBe('12:00');
    expect(parseVoice('Flight today at 12 am', 'event', context).parsedData.startTime).toBe(
      '00:00',
    );
    expect(parseVoice('Football on Friday 5pm', 'event', context).parsedData).toMatchObject({
      date: '2026-05-15',
      startTime: '17:00',
      endTime: '18:00',
    });
    expect(
      parseVoice("Team meeting Monday at 5 o'clock", 'event', context).parsedData,
    ).toMatchObject({
      startTime: '17:00',
      eventType: 'work',
    });
  });

  it('a date without a time says no time (the form keeps its own, or 09:00); next week; location: label', () => {
    expect(parseVoice('School trip next week', 'event', context).parsedData).toMatchObject({
      date: '2026-05-19',
      startTime: null,
      endTime: null,
      eventType: 'school',
    });
    expect(
      parseVoice('Picnic tuesday location: the park', 'event', context).parsedData,
    ).toMatchObject({
      title: 'Picnic',
      date: '2026-05-19',
      location: 'the park',
      eventType: 'family',
    });
  });

  it('Arabic events', () => {
    expect(
      parseVoice('اجتماع الفريق يوم الخميس الساعة ١٠ صباحا في المكتب', 'event', context).parsedData,
    ).toMatchObject({
      title: 'اجتماع الفريق',
      date: '2026-05-14',
      startTime: '10:00',
      endTime: '11:00',
      location: 'المكتب',
      eventType: 'work',
    });
  });

  it('tasks: title, due, member and priority in both languages', () => {
    expect(
      parseVoice('Remind Omar to buy milk tomorrow, urgent', 'task', context).parsedData,
    ).toMatchObject({
      title: 'buy milk',
      date: '2026-05-13',
      assigneeMemberId: 'm1',
      priority: 'high',
    });
    expect(
      parseVoice('مهمة لنورة ترتيب الغرفة يوم السبت', 'task', context).parsedData,
    ).toMatchObject({
      title: 'ترتيب الغرفة',
      date: '2026-05-16',
      assigneeMemberId: 'm2',
    });
  });

  it('tasks: the place said goes to the location, not the title', () => {
    expect(parseVoice('موعد تطعيم سارة بكرة في العيادة', 'task', context).parsedData).toMatchObject(
      { title: 'موعد تطعيم سارة', location: 'العيادة', date: '2026-05-13' },
    );
    expect(
      parseVoice('Pick up the parcel at the post office today', 'task', context).parsedData,
    ).toMatchObject({ title: 'Pick up the parcel', location: 'the post office' });
  });
});
