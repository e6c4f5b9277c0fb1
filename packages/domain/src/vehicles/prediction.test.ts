import { describe, expect, it } from 'vitest';
import {
  CONFIDENCE,
  addMonths,
  defaultServiceIntervals,
  describePrediction,
  distanceRate,
  predictMaintenance,
  predictionPriority,
  type OdometerPoint,
  type ServiceInterval,
} from './prediction.js';

const now = new Date('2026-06-01T00:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

/** A steady driver: one reading every 10 days over the last 90 days at `kmPerDay`. */
function history(kmPerDay: number, endKm: number, every = 10, span = 90): OdometerPoint[] {
  const points: OdometerPoint[] = [];
  for (let ago = span; ago >= 0; ago -= every) {
    points.push({ date: daysAgo(ago), odometerKm: endKm - ago * kmPerDay });
  }
  return points;
}

const oil: ServiceInterval = { type: 'oil_change', everyKm: 10_000, everyMonths: 12 };

describe('distance rate', () => {
  it('is the steady rate of a steady driver, with strong evidence', () => {
    expect(distanceRate(history(48, 54_400))).toEqual({
      kmPerDay: 48,
      points: 10,
      spanDays: 90,
      quality: 'strong',
    });
  });

  it('is not thrown off by a mistyped reading', () => {
    const points = history(48, 54_400);
    points[4] = { ...points[4]!, odometerKm: 540_000 };
    expect(distanceRate(points)?.kmPerDay).toBeCloseTo(48, 5);
  });

  it('works from two readings, with little evidence', () => {
    expect(
      distanceRate([
        { date: daysAgo(10), odometerKm: 1000 },
        { date: daysAgo(0), odometerKm: 1500 },
      ]),
    ).toEqual({ kmPerDay: 50, points: 2, spanDays: 10, quality: 'few' });
    expect(distanceRate(history(30, 9000, 7, 21))?.quality).toBe('good');
  });

  it('needs two different days', () => {
    expect(distanceRate([])).toBeNull();
    expect(distanceRate([{ date: daysAgo(3), odometerKm: 1000 }])).toBeNull();
    expect(
      distanceRate([
        { date: '2026-05-01T08:00:00Z', odometerKm: 1000 },
        { date: '2026-05-01T18:00:00Z', odometerKm: 1100 },
      ]),
    ).toBeNull();
  });

  it('is zero for a parked car, never negative', () => {
    expect(distanceRate(history(0, 20_000))?.kmPerDay).toBe(0);
    expect(
      distanceRate([
        { date: daysAgo(10), odometerKm: 2000 },
        { date: daysAgo(0), odometerKm: 1000 },
      ])?.kmPerDay,
    ).toBe(0);
  });
});

describe('predicted maintenance', () => {
  it('says why: 12,400 km since the last oil change at 48 km/day, overdue', () => {
    const [prediction] = predictMaintenance({
      now,
      services: [{ date: '2025-09-01', odometerKm: 42_000, type: 'oil_change' }],
      odometer: history(48, 54_400),
      intervals: [oil],
    });
    expect(prediction).toEqual({
      type: 'oil_change',
      priority: 'critical',
      confidence: CONFIDENCE.pastDueDistance,
      predictedDate: '2026-04-12', // 2,400 km ago at 48 km/day = 50 days ago
      distanceRemainingKm: -2400,
      daysRemaining: -50,
      recommendedService: {
        en: 'Change the engine oil and the oil filter.',
        ar: 'غيّر زيت المحرك وفلتر الزيت.',
      },
      estimatedCostUsd: { min: 40, max: 120 },
      diagnosticCode: null,
      reason: { code: 'distance-since-service', sinceKm: 12_400, kmPerDay: 48, intervalKm: 10_000 },
    });
    expect(describePrediction(prediction!, { language: 'en', units: 'metric' })).toBe(
      '12,400 km since the last oil change, at 48 km/d',
    );
    expect(describePrediction(prediction!, { language: 'ar', units: 'metric' })).toBe(
      '١٢٬٤٠٠ كم منذ آخر تغيير الزيت، بمعدل ٤٨ كم/ي',
    );
    expect(describePrediction(prediction!, { language: 'en', units: 'imperial' })).toBe(
      '7,705 mi since the last oil change, at 30 mi/d',
    );
  });

  it('predicts the date the distance will be reached, with the confidence of the rate', () => {
    const [prediction] = predictMaintenance({
      now,
      services: [{ date: '2026-03-01', odometerKm: 50_000, type: 'oil_change' }],
      odometer: history(50, 55_000),
      intervals: [oil],
    });
    expect(prediction).toMatchObject({
      predictedDate: '2026-09-09', // 5,000 km left at 50 km/day
      daysRemaining: 100,
      distanceRemainingKm: 5000,
      priority: 'low',
      confidence: CONFIDENCE.rate.strong,
      reason: { code: 'distance-since-service', sinceKm: 5000, kmPerDay: 50 },
    });
  });

  it('takes the months when they come first', () => {
    const [prediction] = predictMaintenance({
      now,
      services: [{ date: '2025-07-01', odometerKm: 30_000, type: 'oil_change' }],
      odometer: history(5, 31_700),
      intervals: [oil],
    });
    expect(prediction).toMatchObject({
      predictedDate: '2026-07-01',
      daysRemaining: 30,
      distanceRemainingKm: 150, // 30 days at 5 km/day
      priority: 'medium',
      confidence: CONFIDENCE.calendar,
      reason: { code: 'time-since-service', sinceDays: 335, intervalMonths: 12 },
    });
    expect(describePrediction(prediction!, { language: 'en', units: 'metric' })).toBe(
      '11 months since the last oil change; due every 12 months',
    );
    expect(describePrediction(prediction!, { language: 'ar', units: 'metric' })).toBe(
      'مضى ١١ شهرًا على آخر تغيير الزيت؛ الموعد كل ١٢ شهرًا',
    );
  });

  it('uses the months alone, with lower confidence, when there is no odometer history', () => {
    const [prediction] = predictMaintenance({
      now,
      services: [{ date: '2025-09-01', odometerKm: 42_000, type: 'oil_change' }],
      odometer: [],
      intervals: [oil],
    });
    expect(prediction).toMatchObject({
      predictedDate: '2026-09-01',
      daysRemaining: 92,
      distanceRemainingKm: null,
      priority: 'low',
      confidence: CONFIDENCE.calendarWithoutRate,
      reason: { code: 'no-distance-rate', sinceDays: 273, intervalMonths: 12 },
    });
    expect(prediction!.confidence).toBeLessThan(CONFIDENCE.calendar);
  });

  it('is overdue once the odometer is past the distance, from the service and one reading', () => {
    const [prediction] = predictMaintenance({
      now,
      services: [{ date: '2026-01-01', odometerKm: 40_000, type: 'oil_change' }],
      odometer: [],
      intervals: [oil],
      readings: { odometerKm: 50_500 },
    });
    // 10,500 km in 151 days is 69.5 km/day: the 500 km over were driven in the last 7 days.
    expect(prediction).toMatchObject({
      predictedDate: '2026-05-24',
      daysRemaining: -7,
      distanceRemainingKm: -500,
      priority: 'critical',
      confidence: CONFIDENCE.pastDueDistance,
      reason: { code: 'distance-since-service', sinceKm: 10_500, kmPerDay: 69.5 },
    });
  });

  it('carries the newest reading forward at the rate to today', () => {
    const older = history(50, 55_000).map((p) => ({
      ...p,
      date: new Date(new Date(p.date).getTime() - 30 * DAY).toISOString(),
    }));
    const [prediction] = predictMaintenance({
      now,
      services: [{ date: '2026-03-01', odometerKm: 50_000, type: 'oil_change' }],
      odometer: older,
      intervals: [oil],
    });
    // The newest reading (55,000) is 30 days old: 1,500 km more since, 3,500 km left.
    expect(prediction).toMatchObject({
      distanceRemainingKm: 3500,
      daysRemaining: 70,
      reason: { sinceKm: 6500 },
    });
  });

  it('predicts by months only for intervals without a distance', () => {
    const [prediction] = predictMaintenance({
      now,
      services: [{ date: '2024-12-15', odometerKm: null, type: 'battery' }],
      odometer: [],
      intervals: [{ type: 'battery', everyKm: null, everyMonths: 24 }],
    });
    expect(prediction).toMatchObject({
      type: 'battery',
      predictedDate: '2026-12-15',
      confidence: CONFIDENCE.calendar,
      reason: { code: 'time-since-service' },
    });
  });

  it('guesses the next multiple of the interval, with low confidence, when never serviced', () => {
    const [prediction] = predictMaintenance({
      now,
      services: [],
      odometer: history(40, 57_600),
      intervals: [oil],
    });
    expect(prediction).toMatchObject({
      predictedDate: '2026-07-31', // 60,000 km: 2,400 km at 40 km/day
      distanceRemainingKm: 2400,
      confidence: CONFIDENCE.noServiceHistory,
      reason: { code: 'no-service-history', odometerKm: 57_600, kmPerDay: 40, intervalKm: 10_000 },
    });
    // No rate and no service: nothing to say.
    expect(predictMaintenance({ now, services: [], odometer: [], intervals: [oil] })).toEqual([]);
  });

  it('takes the latest service of the type and the highest odometer', () => {
    const [prediction] = predictMaintenance({
      now,
      services: [
        { date: '2025-01-01', odometerKm: 30_000, type: 'oil_change' },
        { date: '2026-02-01', odometerKm: 48_000, type: 'oil_change' },
        { date: '2026-05-01', odometerKm: 52_000, type: 'tire_rotation' },
      ],
      odometer: history(48, 54_400),
      intervals: [oil],
      readings: { odometerKm: 54_500 },
    });
    expect(prediction?.reason).toMatchObject({ sinceKm: 6500 });
  });

  it('turns trouble codes and an overheating engine into repairs due now', () => {
    const predictions = predictMaintenance({
      now,
      services: [],
      odometer: [],
      intervals: [],
      readings: {
        diagnosticCodes: ['P0301', 'p0420', 'P0457', 'P1234', 'P0301', 'nonsense'],
        engineTemperatureC: 105,
      },
    });
    expect(
      predictions.map((p) => [p.type, p.diagnosticCode, p.priority, p.confidence, p.daysRemaining]),
    ).toEqual([
      ['coolant', null, 'critical', CONFIDENCE.temperature, 0],
      ['repair', 'P0301', 'critical', CONFIDENCE.knownCode, 0],
      ['repair', 'P0420', 'high', CONFIDENCE.knownCode, 0],
      ['repair', 'P1234', 'high', CONFIDENCE.familyCode, 0],
      ['repair', 'P0457', 'medium', CONFIDENCE.knownCode, 0],
    ]);
    expect(predictions[2]).toMatchObject({
      predictedDate: '2026-06-01',
      estimatedCostUsd: { min: 300, max: 2500 },
      recommendedService: { en: expect.stringContaining('catalytic converter') },
      reason: { code: 'diagnostic-code', dtc: 'P0420' },
    });
    expect(describePrediction(predictions[2]!, { language: 'ar', units: 'metric' })).toBe(
      'رمز العطل P0420: كفاءة المحول الحفاز أقل من الحد (الصف 1)',
    );
    expect(describePrediction(predictions[0]!, { language: 'en', units: 'imperial' })).toBe(
      'Engine temperature reached 221°F (above 220°F)',
    );
    // 104 °C is 219.2 °F: not overheating.
    expect(
      predictMaintenance({
        now,
        services: [],
        odometer: [],
        intervals: [],
        readings: { engineTemperatureC: 104 },
      }),
    ).toEqual([]);
  });

  it('orders by predicted date, overdue first', () => {
    const predictions = predictMaintenance({
      now,
      services: [
        { date: '2025-09-01', odometerKm: 42_000, type: 'oil_change' },
        { date: '2025-06-10', odometerKm: 35_000, type: 'air_filter' },
        { date: '2024-07-01', odometerKm: 20_000, type: 'battery' },
        { date: '2026-01-01', odometerKm: 47_000, type: 'tire_rotation' },
      ],
      odometer: history(48, 54_400),
      intervals: defaultServiceIntervals,
      readings: { diagnosticCodes: ['P0171'] },
    });
    const dates = predictions.map((p) => p.predictedDate);
    expect(dates).toEqual([...dates].sort());
    // Oil overdue since April; the trouble code today; the air filter in 9 days (12 months
    // since June 2025, before its 20,000 km); the battery on 1 July (24 months); the tyres at
    // 57,000 km in 54 days.
    expect(predictions.slice(0, 5).map((p) => [p.type, p.predictedDate])).toEqual([
      ['oil_change', '2026-04-12'],
      ['repair', '2026-06-01'],
      ['air_filter', '2026-06-10'],
      ['battery', '2026-07-01'],
      ['tire_rotation', '2026-07-25'],
    ]);
    for (const p of predictions) {
      expect(p.confidence).toBeGreaterThanOrEqual(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('helpers', () => {
  it('adds months, keeping to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1).toISOString().slice(0, 10)).toBe('2024-02-29');
    expect(addMonths('2025-09-01', 12).toISOString().slice(0, 10)).toBe('2026-09-01');
    expect(addMonths('2025-11-15', 3).toISOString().slice(0, 10)).toBe('2026-02-15');
  });

  it('ranks priority: overdue critical, 14 days or 500 km high, 60 days or 2,000 km medium', () => {
    expect(predictionPriority(0, null)).toBe('critical');
    expect(predictionPriority(30, 0)).toBe('critical');
    expect(predictionPriority(14, null)).toBe('high');
    expect(predictionPriority(15, null)).toBe('medium');
    expect(predictionPriority(100, 500)).toBe('high');
    expect(predictionPriority(100, 501)).toBe('medium');
    expect(predictionPriority(60, null)).toBe('medium');
    expect(predictionPriority(61, null)).toBe('low');
    expect(predictionPriority(100, 2000)).toBe('medium');
    expect(predictionPriority(100, 2001)).toBe('low');
  });
});
