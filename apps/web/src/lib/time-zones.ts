import type { Language } from '@/lib/i18n';
import { intlLocale } from '@/lib/locale';

/**
 * Cities of the time zones an Arabic-speaking family is most likely to pick, in Arabic. Intl
 * names a zone ("التوقيت العربي الرسمي") but not its city; elsewhere the Arabic label is the
 * zone's name and offset alone, never a Latin identifier.
 */
const ARABIC_CITIES: Record<string, string> = {
  'Asia/Riyadh': 'الرياض',
  'Asia/Dubai': 'دبي',
  'Asia/Kuwait': 'الكويت',
  'Asia/Qatar': 'الدوحة',
  'Asia/Bahrain': 'البحرين',
  'Asia/Muscat': 'مسقط',
  'Asia/Aden': 'عدن',
  'Asia/Baghdad': 'بغداد',
  'Asia/Amman': 'عمّان',
  'Asia/Beirut': 'بيروت',
  'Asia/Damascus': 'دمشق',
  'Asia/Gaza': 'غزة',
  'Asia/Hebron': 'الخليل',
  'Asia/Jerusalem': 'القدس',
  'Africa/Cairo': 'القاهرة',
  'Africa/Khartoum': 'الخرطوم',
  'Africa/Tripoli': 'طرابلس',
  'Africa/Tunis': 'تونس',
  'Africa/Algiers': 'الجزائر',
  'Africa/Casablanca': 'الدار البيضاء',
  'Africa/Nouakchott': 'نواكشوط',
  'Africa/Mogadishu': 'مقديشو',
  'Africa/Djibouti': 'جيبوتي',
  'Indian/Comoro': 'موروني',
  'Asia/Tehran': 'طهران',
  'Asia/Karachi': 'كراتشي',
  'Asia/Kolkata': 'كولكاتا',
  'Europe/Istanbul': 'إسطنبول',
  'Europe/London': 'لندن',
  'Europe/Paris': 'باريس',
  'Europe/Berlin': 'برلين',
  'America/New_York': 'نيويورك',
  'America/Los_Angeles': 'لوس أنجلوس',
  'America/Chicago': 'شيكاغو',
  'America/Toronto': 'تورونتو',
  'Australia/Sydney': 'سيدني',
};

function zoneName(zone: string, language: Language, style: 'long' | 'shortOffset', at: Date) {
  return (
    new Intl.DateTimeFormat(intlLocale(language), { timeZone: zone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * A time zone as a person reads it: the city, the zone's name and its offset, in the language:
 * «الرياض — التوقيت العربي الرسمي (غرينتش+٣)», "Riyadh — Arabian Standard Time (GMT+3)".
 */
export function timeZoneLabel(zone: string, language: Language, at = new Date()): string {
  let name: string;
  let offset: string;
  try {
    name = zoneName(zone, language, 'long', at);
    offset = zoneName(zone, language, 'shortOffset', at);
  } catch {
    return zone;
  }
  const city =
    language === 'ar'
      ? ARABIC_CITIES[zone]
      : zone.includes('/')
        ? zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ')
        : undefined;
  const described = name && name !== offset ? `${name} (${offset})` : offset || zone;
  return city ? `${city} — ${described}` : described;
}
