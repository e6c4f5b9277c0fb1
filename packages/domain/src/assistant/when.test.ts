import { describe, expect, it } from 'vitest';
import { nextWeekday, parseWhen, withoutSpans } from './when.js';

// 2026-11-25 is a Wednesday.
const TODAY = '2026-11-25';
const when = (text: string) => parseWhen(text, TODAY);

describe('dates people say', () => {
  it.each([
    ['today', '2026-11-25'],
    ['tomorrow', '2026-11-26'],
    ['the day after tomorrow', '2026-11-27'],
    ['next week', '2026-12-02'],
    ['in 3 days', '2026-11-28'],
    ['on Friday', '2026-11-27'],
    ['fri', '2026-11-27'],
    ['Wednesday', '2026-12-02'],
    ['next Monday', '2026-11-30'],
    ['on 12/12', '2026-12-12'],
    ['5/1', '2027-01-05'],
    ['2027-03-15', '2027-03-15'],
    ['December 3', '2026-12-03'],
    ['3rd of January', '2027-01-03'],
    ['next month', '2026-12-25'],
  ])('English: %s → %s', (text, date) => {
    expect(when(text).date).toBe(date);
  });

  it.each([
    ['اليوم', '2026-11-25'],
    ['بكرة', '2026-11-26'],
    ['بكره', '2026-11-26'],
    ['غداً', '2026-11-26'],
    ['بعد غد', '2026-11-27'],
    ['بعد بكرة', '2026-11-27'],
    ['الأسبوع الجاي', '2026-12-02'],
    ['الاسبوع القادم', '2026-12-02'],
    ['بعد ٣ أيام', '2026-11-28'],
    ['بعد يومين', '2026-11-27'],
    ['يوم الخميس', '2026-11-26'],
    ['الجمعة الجاية', '2026-11-27'],
    ['الأربعاء', '2026-12-02'],
    ['السبت الجاي', '2026-11-28'],
    ['١٢/١٢', '2026-12-12'],
    ['١٠ ديسمبر', '2026-12-10'],
    ['5 يناير', '2027-01-05'],
    ['الشهر الجاي', '2026-12-25'],
  ])('Arabic: %s → %s', (text, date) => {
    expect(when(text).date).toBe(date);
  });

  it('reads Hijri dates, this year or next', () => {
    // 2026-11-25 is 15 Jumada al-Akhirah 1448.
    expect(when('١ رجب').date).toBe('2026-12-10');
    expect(when('1 محرم').date).toBe('2027-06-06');
    expect(when('15 جمادى الآخرة 1448 هـ').date).toBe('2026-11-25');
  });

  it('takes the next occurrence of a weekday, a week ahead when it is today', () => {
    expect(nextWeekday(TODAY, 3)).toBe('2026-12-02');
    expect(nextWeekday(TODAY, 4)).toBe('2026-11-26');
  });
});

describe('times people say', () => {
  it.each([
    ['at 5:30 pm', '17:30'],
    ['5pm', '17:00'],
    ['at 5 pm', '17:00'],
    ["5 o'clock", '05:00'],
    ['at 17:00', '17:00'],
    ['12 pm', '12:00'],
    ['12 am', '00:00'],
    ['at 9 in the morning', '09:00'],
    ['noon', '12:00'],
    ['tonight', '20:00'],
  ])('English: %s → %s', (text, time) => {
    expect(when(text).time).toBe(time);
  });

  it.each([
    ['الساعة ٥ مساءً', '17:00'],
    ['الساعه 5:30 مساء', '17:30'],
    ['الساعة خمس ونص العصر', '17:30'],
    ['الساعة ثمان الصبح', '08:00'],
    ['الساعة عشر الا ربع', '09:45'],
    ['الساعة ٣ العصر', '15:00'],
    ['الساعة ٧ بالليل', '19:00'],
    ['الساعة ١٢ الظهر', '12:00'],
    ['٩ صباحاً', '09:00'],
  ])('Arabic: %s → %s', (text, time) => {
    expect(when(text).time).toBe(time);
  });

  it('uses prayer times only when they are given', () => {
    expect(when('بعد العصر').time).toBeNull();
    const prayerTimes = {
      fajr: '05:00',
      dhuhr: '11:45',
      asr: '14:50',
      maghrib: '17:10',
      isha: '18:40',
    };
    expect(parseWhen('بعد العصر', TODAY, { prayerTimes }).time).toBe('15:10');
    expect(parseWhen('قبل المغرب', TODAY, { prayerTimes }).time).toBe('16:40');
    expect(parseWhen('بعد صلاة العشاء', TODAY, { prayerTimes }).time).toBe('19:00');
  });

  it('reads Dhuhr and English prayer words as prayer times when they are given', () => {
    const prayerTimes = {
      fajr: '05:00',
      dhuhr: '11:45',
      asr: '14:50',
      maghrib: '17:10',
      isha: '18:40',
    };
    expect(when('بعد الظهر').time).toBe('12:00');
    expect(parseWhen('بعد الظهر', TODAY, { prayerTimes }).time).toBe('12:05');
    expect(parseWhen('call mum after asr', TODAY, { prayerTimes }).time).toBe('15:10');
    expect(parseWhen('before maghrib prayer', TODAY, { prayerTimes }).time).toBe('16:40');
    expect(when('call mum after asr').time).toBeNull();
    // A clock time said with a period word stays the clock time.
    expect(parseWhen('الساعة ٥ العصر', TODAY, { prayerTimes }).time).toBe('17:00');
  });

  it('takes the prayer times of the day the sentence names, and none when there are none', () => {
    const asked: string[] = [];
    const prayerTimes = (date: string) => {
      asked.push(date);
      return date === '2026-11-26'
        ? { fajr: '05:01', dhuhr: '11:46', asr: '14:51', maghrib: '17:11', isha: '18:41' }
        : null;
    };
    const tomorrow = parseWhen('بكرة بعد العصر', TODAY, { prayerTimes });
    expect(tomorrow).toMatchObject({ date: '2026-11-26', time: '15:11' });
    expect(asked).toEqual(['2026-11-26']);
    const polar = parseWhen('اليوم بعد العصر', TODAY, { prayerTimes });
    expect(polar).toMatchObject({ date: TODAY, time: null });
  });
});

describe('sentences with a date and a time', () => {
  it('finds both and leaves the rest as the title', () => {
    const text = 'Dentist appointment tomorrow at 5:30 pm';
    const result = when(text);
    expect(result).toMatchObject({ date: '2026-11-26', time: '17:30' });
    expect(withoutSpans(text, result.spans)).toBe('Dentist appointment');
  });

  it('works in Gulf Arabic with Arabic-Indic digits', () => {
    const text = 'ذكرني أودي السيارة للصيانة يوم الخميس الساعة ٤ العصر';
    const result = when(text);
    expect(result).toMatchObject({ date: '2026-11-26', time: '16:00' });
    expect(withoutSpans(text, result.spans)).toBe('ذكرني أودي السيارة للصيانة');
  });

  it('keeps harakat out of the way and maps spans back to the original text', () => {
    const text = 'اجتماعٌ غَداً';
    const result = when(text);
    expect(result.date).toBe('2026-11-26');
    expect(withoutSpans(text, result.spans)).toBe('اجتماعٌ');
  });

  it('gives ranges for questions about this week and this month', () => {
    expect(when('what is due this week').range).toEqual({ from: TODAY, to: '2026-11-28' });
    expect(when('وش المستندات اللي تنتهي هذا الشهر').range).toEqual({
      from: TODAY,
      to: '2026-11-30',
    });
  });

  it('finds nothing in a sentence without dates or times', () => {
    expect(when('buy bread and milk')).toEqual({ date: null, time: null, range: null, spans: [] });
    expect(when('اشتر خبز')).toMatchObject({ date: null, time: null });
  });
});

// TODAY (2026-11-25) is a Wednesday.
describe('day and time forms people use (issue 16, the independent set)', () => {
  it('reads ordinals as a day of this month, or of the next once it has passed', () => {
    expect(when('on the 28th').date).toBe('2026-11-28');
    expect(when('the 3rd').date).toBe('2026-12-03');
    expect(when('يوم ٢٧').date).toBe('2026-11-27');
    expect(when('party on the 2nd of December').spans).toHaveLength(1);
  });

  it('takes the explicit date when a weekday is said with it, and consumes both', () => {
    const text = 'dinner Thursday 3 December';
    const result = when(text);
    expect(result.date).toBe('2026-12-03');
    expect(withoutSpans(text, result.spans)).toBe('dinner');
    const arabic = 'اجتماع يوم الاحد ٦/١٢';
    expect(when(arabic).date).toBe('2026-12-06');
    expect(withoutSpans(arabic, when(arabic).spans)).toBe('اجتماع');
  });

  it('moves a bare hour by the part of the day said with it', () => {
    expect(when('Friday afternoon at 3')).toMatchObject({ date: '2026-11-27', time: '15:00' });
    expect(when('tomorrow morning at 8')).toMatchObject({ date: '2026-11-26', time: '08:00' });
    expect(when('بكرة بالليل الساعة ١٠').time).toBe('22:00');
    expect(when('الساعة ٧ المسا').time).toBe('19:00');
    expect(when('at 11 pm tonight').time).toBe('23:00');
    // A part of the day only counts next to a day or a time: "morning run" keeps its word.
    expect(withoutSpans('morning run', when('morning run').spans)).toBe('morning run');
  });

  it('reads tonight with an hour, and half past / quarter to in words', () => {
    expect(when('الليلة الساعة ١٠')).toMatchObject({ date: TODAY, time: '22:00' });
    expect(when('call her 10 tonight').time).toBe('22:00');
    expect(when('tonight').time).toBe('20:00');
    expect(when('at half past seven in the evening').time).toBe('19:30');
    expect(when('quarter to 9 am').time).toBe('08:45');
    expect(when('at 7.15 pm').time).toBe('19:15');
  });

  it('takes the day something moves to in "from … to …"', () => {
    expect(when('from Friday to Sunday').date).toBe('2026-11-29');
    expect(when('من الجمعة ل الاحد').date).toBe('2026-11-29');
    expect(when('from Sunday to Friday').date).toBe('2026-11-27');
    expect(when('from Friday to Monday').date).toBe('2026-11-30');
  });

  it('knows Gulf and Egyptian day words', () => {
    expect(when('باجر').date).toBe('2026-11-26');
    expect(when('عقب باجر').date).toBe('2026-11-27');
    expect(when('النهارده').date).toBe(TODAY);
    expect(when('الجمعة الجاية').date).toBe('2026-11-27');
  });

  it('reads days counted from today, «هالخميس», «الحد» and plural weekdays', () => {
    expect(when('a week from today').date).toBe('2026-12-02');
    expect(when('3 days from now').date).toBe('2026-11-28');
    expect(when('two weeks from tomorrow').date).toBe('2026-12-10');
    expect(when('بعد أسبوع من اليوم').date).toBe('2026-12-02');
    expect(when('هالخميس').date).toBe('2026-11-26');
    expect(when('يوم الحد').date).toBe('2026-11-29');
    expect(when('on tuesdays').date).toBe('2026-12-01');
    expect(when('this coming Friday').date).toBe('2026-11-27');
    expect(when('الخميس هذا').date).toBe('2026-11-26');
  });

  it('reads eleven and twelve in MSA words, and a part of the day only where it says when', () => {
    expect(when('الساعة الحادية عشرة صباحًا').time).toBe('11:00');
    expect(when('الساعة الثانية عشرة ظهرا').time).toBe('12:00');
    // "game night on Friday", "parents evening this Thursday": the title's word stays.
    const night = 'game night on Friday at 9';
    expect(withoutSpans(night, when(night).spans)).toBe('game night');
    const evening = 'parents evening this Thursday 6pm';
    expect(withoutSpans(evening, when(evening).spans)).toBe('parents evening');
    expect(when('Thursday night at 9').time).toBe('21:00');
  });

  it('reads Hijri months in Latin letters, the days to come and a month said alone', () => {
    expect(when('on 5 Rajab').date).toBe('2026-12-14');
    expect(when('the 15th of Jumada al-Akhirah').date).toBe('2026-11-25');
    expect(parseWhen('in the next 7 days', '2026-11-14').range).toEqual({
      from: '2026-11-14',
      to: '2026-11-20',
    });
    expect(parseWhen('خلال أسبوع', '2026-11-14').range?.to).toBe('2026-11-20');
    expect(parseWhen('in December', '2026-11-14').range).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(parseWhen('الشهر الجاي', '2026-11-14').range?.from).toBe('2026-12-01');
  });
});

describe('spans, years and hours said otherwise (issue 28)', () => {
  it('reads the days between two days, next year, minutes in words and «يوم التنين»', () => {
    expect(parseWhen('between monday and wednesday', '2026-11-14')).toMatchObject({
      date: '2026-11-18',
      range: { from: '2026-11-16', to: '2026-11-18' },
    });
    expect(parseWhen('من الأحد إلى الثلاثاء', '2026-11-14').range).toEqual({
      from: '2026-11-15',
      to: '2026-11-17',
    });
    expect(parseWhen('السنة الجاية', '2026-11-14').range).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
    });
    expect(parseWhen('next year', '2026-11-14').range?.to).toBe('2027-12-31');
    expect(when('on saturday at eight thirty pm').time).toBe('20:30');
    expect(when('at six forty-five am').time).toBe('06:45');
    expect(parseWhen('يوم التنين', '2026-11-14').date).toBe('2026-11-16');
    // Alone, «التنين» is a dragon, not Monday.
    expect(parseWhen('زي التنين', '2026-11-14').date).toBeNull();
  });

  it('reads the first of a month («لاول ديسمبر», "the first of December")', () => {
    expect(parseWhen('اجل التجديد لاول ديسمبر', '2026-11-14').date).toBe('2026-12-01');
    expect(parseWhen('move it to the first of december', '2026-11-14').date).toBe('2026-12-01');
    expect(parseWhen('أول نوفمبر', '2026-11-14').date).toBe('2027-11-01');
    // «بين ٢٥ و٣٠»: two days of the month said bare, and the days between.
    expect(parseWhen('إيه اللي عندنا بين ٢٥ و٣٠؟', '2026-11-14').range).toEqual({
      from: '2026-11-25',
      to: '2026-11-30',
    });
    // Small bare numbers between are hours, not days.
    expect(parseWhen('between 4 and 5pm', '2026-11-14').range).toBeNull();
  });
});
