import type { NotificationKind, NotificationParams } from './notification-schema.js';

export type NotificationLanguage = 'ar' | 'en';

/**
 * The texts the server writes itself (the digest e-mail, Web Push). The web renders the same
 * kinds from its locales (`notifications:kinds.<kind>`), keeping the same placeholders.
 */
export const notificationTexts: Record<NotificationLanguage, Record<NotificationKind, string>> = {
  en: {
    taskOverdue: 'Overdue task: {{title}}',
    taskNearby: "You're near {{place}}: {{title}}",
    eventToday: 'Today: {{title}}',
    maintenanceOverdue: 'Maintenance overdue: {{name}}',
    maintenanceDue: 'Maintenance due soon: {{name}}',
    assetReminder: '{{assetName}}: {{title}}',
    vehicleReminderOverdue: '{{vehicleName}}: {{title}} is overdue',
    vehicleReminderDue: '{{vehicleName}}: {{title}} is due soon',
    vehicleHealthAlert: '{{vehicleName}}: trouble code {{code}}',
    vehicleBatteryLow: '{{vehicleName}}: low battery voltage ({{voltage}} V)',
    documentExpiring: 'Document expiring soon: {{title}}',
    invitationAccepted: '{{name}} joined the family',
  },
  ar: {
    taskOverdue: 'مهمة متأخرة: {{title}}',
    taskNearby: 'أنت قريب من {{place}}: {{title}}',
    eventToday: 'اليوم: {{title}}',
    maintenanceOverdue: 'صيانة متأخرة: {{name}}',
    maintenanceDue: 'صيانة قريبة: {{name}}',
    assetReminder: '{{assetName}}: {{title}}',
    vehicleReminderOverdue: '{{vehicleName}}: {{title}} متأخرة',
    vehicleReminderDue: '{{vehicleName}}: موعد {{title}} قريب',
    vehicleHealthAlert: '{{vehicleName}}: رمز عطل {{code}}',
    vehicleBatteryLow: '{{vehicleName}}: جهد البطارية منخفض ({{voltage}} فولت)',
    documentExpiring: 'مستند ينتهي قريبًا: {{title}}',
    invitationAccepted: 'انضم {{name}} إلى العائلة',
  },
};

/** One item's line in `language`: its kind's text with the item's values put in. */
export function notificationText(
  kind: NotificationKind,
  params: NotificationParams,
  language: NotificationLanguage,
): string {
  return notificationTexts[language][kind].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/**
 * The day an e-mail is about, in the reader's language: the Gregorian date, and the Hijri
 * (Umm al-Qura) date beside it when the family shows Hijri dates (its Appearance setting, the
 * same one every screen follows). `day` is a local date, YYYY-MM-DD.
 */
export function mailDate(day: string, language: NotificationLanguage, hijri: boolean): string {
  const at = new Date(`${day}T12:00:00Z`);
  const locale = language === 'ar' ? 'ar-SA' : 'en-US';
  const gregorian = new Intl.DateTimeFormat(`${locale}-u-ca-gregory`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  if (!hijri) return gregorian;
  const hijriDate = new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  return `${gregorian} (${hijriDate})`;
}

/** The daily digest e-mail: its subject and plain text (the day, a line per item, the link). */
export function digestMail(
  lines: string[],
  appUrl: string,
  language: NotificationLanguage,
  date: string,
): { subject: string; text: string } {
  const count = new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en').format(lines.length);
  const list = lines.map((line) => `• ${line}`).join('\n');
  if (language === 'ar') {
    return {
      subject: `أسرة: ${count} بحاجة إلى انتباهك اليوم`,
      text: `صباح الخير،\n\n${date}\nهذا ما يحتاج إلى انتباه العائلة اليوم:\n\n${list}\n\nافتح أسرة: ${appUrl}\n\nيمكنك إيقاف هذا البريد من الإعدادات ← الإشعارات.\n`,
    };
  }
  return {
    subject: `Usra: ${count} need your attention today`,
    text: `Good morning,\n\n${date}\nThis is what needs the family's attention today:\n\n${list}\n\nOpen Usra: ${appUrl}\n\nYou can turn this e-mail off in Settings → Notifications.\n`,
  };
}
