import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'هدى' },
    { id: 'm2', name: 'ريم' },
    { id: 'm3', name: 'Ziad' },
    { id: 'm4', name: 'Faisal' },
  ],
  tasks: [
    { id: 't4', name: 'Call the plumber' },
    { id: 't5', name: 'Oil change for the Patrol' },
    { id: 't3', name: 'Pick up Ziad from football practice' },
    { id: 't17', name: 'جلب الدواء من الصيدلية' },
  ],
  events: [{ id: 'e1', name: 'Dentist appointment' }],
  vehicles: [
    { id: 'v1', name: 'Patrol' },
    { id: 'v2', name: 'Yaris' },
  ],
};

const read = (text: string) => understand(text, context);

describe('sentences read again (issue 28)', () => {
  it('takes a request said after what it is about as the request said first', () => {
    expect(read('dinner with the Harbis on the 1st at 8:30pm, add it pls').slots).toMatchObject({
      title: 'dinner with the Harbis',
      date: '2026-12-01',
      time: '20:30',
    });
    const remind = read('I need to call the bank about my card, remind me on the 16th at 10am');
    expect([remind.intent, remind.slots.title, remind.slots.date]).toEqual([
      'createTask',
      'call the bank about my card',
      '2026-11-16',
    ]);
    expect(read('power cut tomorrow 10am - pop it in the calendar').slots.title).toBe('power cut');
  });

  it('takes a part that is only a member name as whose a task is, and a name alone as who', () => {
    const listed = read('Faisal - fix the leaking kitchen tap - wed 5pm');
    expect([listed.intent, listed.slots.title, listed.slots.assignee]).toEqual([
      'createTask',
      'fix the leaking kitchen tap',
      'Faisal',
    ]);
    expect(read("add task: wrap Tala's presents, Reem, thursday").slots.assignee).toBe('ريم');
    const who = read('ذكّر زياد بكرة الصبح');
    expect([who.intent, who.missing, who.slots.assignee, who.slots.title]).toEqual([
      'createTask',
      'title',
      'Ziad',
      undefined,
    ]);
  });

  it('never creates what sets one member against another or says whose charge it is', () => {
    const not = read("Ziad's got football pickup on Thursday, not Huda");
    expect(not.intent).toBe('reassignTask');
    expect(not.target?.match).not.toBe('exact');
    const charge = read('موعد الصيدلية بكرة على هدى');
    expect([charge.intent, charge.slots.task, charge.target?.match]).toEqual([
      'reassignTask',
      'جلب الدواء من الصيدلية',
      'loose',
    ]);
  });

  it('does not take a row about another of the family cars', () => {
    const u = read('غيرت زيت اليارس');
    expect(u.slots.taskId).toBeUndefined();
    expect(u.target?.match).toBe('notFound');
  });
});

describe('a priority said first (issue 28)', () => {
  it('takes «ضروري جداً: حجز …» as a high-priority to-do, though it names an appointment', () => {
    const u = understand('ضروري جداً: حجز موعد تطعيم بكرة', {
      today: '2026-11-14',
      members: [],
      tasks: [],
      events: [],
    });
    expect(u).toMatchObject({
      intent: 'createTask',
      slots: { title: 'حجز موعد تطعيم', priority: 'high', date: '2026-11-15' },
    });
  });
});

describe('corrections and reminders said otherwise (issue 28)', () => {
  const empty: GrammarContext = { today: '2026-11-14', members: [], tasks: [], events: [] };
  const said = (text: string) => understand(text, empty);

  it('takes what follows a correction, and acts on none it cannot read', () => {
    expect(
      said('can you add a reminder... no, an event: graduation ceremony on the 30th at 10am'),
    ).toMatchObject({
      intent: 'createEvent',
      slots: { title: 'graduation ceremony', date: '2026-11-30', time: '10:00' },
    });
    expect(said('add a piano lesson every... no, just this wednesday at 5pm').slots).toMatchObject({
      title: 'piano lesson',
      date: '2026-11-18',
    });
    expect(said('ذكرني بموعد الأسنان... لا، ضيفه في التقويم يوم الاثنين').intent).toBe('unknown');
    // "no sugar" corrects nothing.
    expect(said('add milk, no sugar to the list').intent).toBe('createTask');
  });

  it('reads "put a reminder to …" and «أبي أتذكر …» as to-dos', () => {
    expect(said('put a reminder to pay the nanny on the 1st').slots.title).toBe('pay the nanny');
    expect(said('أبي أتذكر أشتري حليب بعد بكرة').slots).toMatchObject({
      title: 'أشتري حليب',
      date: '2026-11-16',
    });
  });
});

describe('typos, lower-case names and tashkeel (issue 28)', () => {
  it('reads "ad" opening the sentence as add, a lower-case name after "remind", and a range with tashkeel', () => {
    expect(read("ad reem's party tomorrow at 5pm").slots).toMatchObject({
      title: "reem's party",
      date: '2026-11-15',
    });
    expect(read('remnd reem to return the charger tmrw')).toMatchObject({
      intent: 'createTask',
      slots: { title: 'return the charger', assignee: 'ريم' },
    });
    // The hours of a range said in words with tashkeel; the title keeps it, as written.
    expect(
      read('أَضِفْ حَدَثًا: مَعْرِضُ الكِتَابِ يَوْمَ الجُمُعَةِ مِنَ الرَّابِعَةِ إِلَى السَّابِعَةِ مَسَاءً').slots,
    ).toMatchObject({ title: 'مَعْرِضُ الكِتَابِ', date: '2026-11-20', time: '16:00', endTime: '19:00' });
  });
});

describe('new members said otherwise (issue 28)', () => {
  it('takes the name before "…, add him", help words and «كطفلة» out of the name', () => {
    expect(read('Ramesh started as our gardener, add him to the family')).toMatchObject({
      intent: 'addMember',
      slots: { name: 'Ramesh' },
    });
    expect(read('ضيف الحارس الجديد سليمان للعائلة')).toMatchObject({
      intent: 'addMember',
      slots: { name: 'سليمان', role: 'other' },
    });
    expect(read('أضيفي بنت أخوي جود كطفلة')).toMatchObject({
      intent: 'addMember',
      slots: { name: 'جود', role: 'child' },
    });
  });
});

describe('a row said to be possible on another day (issue 28)', () => {
  it('moves "the plumber can be called on Wednesday instead" there, confirmed first', () => {
    expect(read('the plumber can be called on wednesday instead')).toMatchObject({
      intent: 'moveEvent',
      slots: { taskId: 't4', date: '2026-11-18' },
      target: { match: 'loose' },
    });
    expect(read('the dentist appointment could be on thursday')).toMatchObject({
      intent: 'moveEvent',
      slots: { eventId: 'e1', date: '2026-11-19' },
    });
    // Nothing stored fits, or more is said after the verb: not a move.
    expect(read('the neighbours can come on friday').intent).not.toBe('moveEvent');
    expect(read('the plumber can fix the sink on friday').intent).not.toBe('moveEvent');
  });
});

describe('whom an event is for, said around its place (issue 28)', () => {
  it('takes "for Huda and Tala" after the place, and two members going, as attendees', () => {
    const ctx = { ...context, members: [...context.members, { id: 'm5', name: 'تالا' }] };
    expect(
      understand('add a checkup at the clinic for Huda and Tala on the 23rd at 10:30am', ctx).slots,
    ).toMatchObject({ title: 'checkup', location: 'the clinic', attendees: ['هدى', 'تالا'] });
    expect(
      understand('Faisal and Ziad are going to the Hilal match on friday at 8pm', ctx).slots,
    ).toMatchObject({ title: 'Hilal match', attendees: ['Faisal', 'Ziad'], time: '20:00' });
    expect(understand('زياد وتالا رايحين عرس يوم الجمعة الساعة ٩ الليل', ctx).slots).toMatchObject({
      title: 'عرس',
      attendees: ['Ziad', 'تالا'],
    });
  });
});

describe('a light verb before an open task, and a fact with its place last (issue 28)', () => {
  it('asks which call "let Reem make the call" means, and adds a fact with its place', () => {
    const calls = {
      ...context,
      tasks: [...context.tasks, { id: 't9', name: 'Call the AC technician' }],
    };
    expect(understand('let Reem make the call', calls)).toMatchObject({
      intent: 'reassignTask',
      slots: { assignee: 'ريم' },
      target: { match: 'which' },
    });
    expect(
      read("Reem's graduation rehearsal is on Wednesday 3 to 5pm at the school hall").slots,
    ).toMatchObject({
      title: "Reem's graduation rehearsal",
      location: 'the school hall',
      date: '2026-11-18',
      time: '15:00',
      endTime: '17:00',
    });
  });
});
