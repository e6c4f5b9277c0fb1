import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ALLOWED_LATIN_NAMES,
  LITERAL_EXAMPLES,
} from '../../packages/domain/src/common/allowed-names';
import { expect, type Language } from './fixtures';

/**
 * The walk of every route and every tab (arabic-first.spec.ts, and `npm run screens`), and the
 * checks that keep the app Arabic-first: direction, tab order, overflow, tap targets, stray Latin
 * words and mixed numbering systems.
 */

/** Names that stay as they are in the Arabic UI, and literal examples (the domain's lists). */
export const ALLOWED_NAMES: readonly string[] = [...ALLOWED_LATIN_NAMES, ...LITERAL_EXAMPLES];

export interface WalkProblem {
  where: string;
  kind: string;
  detail: string;
}

/** The routes a signed-in family visits, with a name for the gallery. */
export const appRoutes: { name: string; url: string }[] = [
  { name: 'dashboard', url: '/app/dashboard' },
  { name: 'family', url: '/app/family' },
  { name: 'tasks', url: '/app/tasks' },
  { name: 'errands', url: '/app/tasks/errands' },
  { name: 'calendar', url: '/app/calendar' },
  { name: 'vehicles', url: '/app/vehicles' },
  { name: 'house-maintenance', url: '/app/house-maintenance' },
  { name: 'documents', url: '/app/documents' },
  { name: 'locations', url: '/app/location-intelligence' },
  { name: 'welcome', url: '/app/welcome' },
  { name: 'admin', url: '/app/admin' },
  { name: 'tester', url: '/app/tester' },
  { name: 'settings', url: '/app/settings' },
  { name: 'settings-profile', url: '/app/settings/profile' },
  { name: 'settings-notifications', url: '/app/settings/notifications' },
  { name: 'settings-appearance', url: '/app/settings/appearance' },
  { name: 'settings-security', url: '/app/settings/security' },
  { name: 'settings-data', url: '/app/settings/data' },
  { name: 'settings-prayer-times', url: '/app/settings/prayer-times' },
];

export const publicRoutes: { name: string; url: string }[] = [
  { name: 'landing', url: '/' },
  { name: 'about', url: '/about' },
  { name: 'privacy', url: '/privacy' },
  { name: 'terms', url: '/terms' },
  { name: 'auth', url: '/auth' },
  { name: 'not-found', url: '/404' },
];

/** The family's own data, in the walk's language: user data is exempt from the word checks. */
export const seed = {
  ar: {
    member: 'نورة العتيبي',
    task: 'شراء الخبز',
    place: 'المخبز',
    tags: 'مشتريات، بيت',
    event: 'عشاء العائلة',
    vehicle: 'سيارة العائلة',
    make: 'تويوتا',
    model: 'كامري',
    item: 'مكيف الصالة',
    itemLocation: 'الصالة',
    invitee: 'الجدة',
  },
  en: {
    member: 'Sara Carter',
    task: 'Buy bread',
    place: 'Bakery',
    tags: 'shopping, home',
    event: 'Family dinner',
    vehicle: 'Family car',
    make: 'Toyota',
    model: 'Camry',
    item: 'Living room AC',
    itemLocation: 'Living room',
    invitee: 'Grandma',
  },
} as const;

/** A task, an event, a vehicle with a fill-up, a maintenance item and an invitation; the invitation's token. */
export async function seedFamily(
  request: APIRequestContext,
  origin: string,
  language: Language,
): Promise<string> {
  const s = seed[language];
  const post = async (url: string, data: object) => {
    const answer = await request.post(url, { headers: { origin }, data });
    expect(answer.status(), `${url}: ${await answer.text()}`).toBeLessThan(300);
    return (await answer.json()) as Record<string, { id?: string; token?: string }>;
  };
  await post('/api/tasks', { title: s.task, location: s.place, tags: s.tags.split(/[,،] */) });
  const start = new Date(Date.now() + 26 * 3600_000);
  start.setMinutes(30, 0, 0);
  await post('/api/calendar/events', {
    title: s.event,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3600_000).toISOString(),
  });
  const vehicle = await post('/api/vehicles', {
    name: s.vehicle,
    make: s.make,
    model: s.model,
    year: 2021,
    mileage: 85000,
  });
  const vehicleId = vehicle.vehicle?.id;
  expect(vehicleId).toBeTruthy();
  await post(`/api/vehicles/${vehicleId}/fuel-logs`, {
    date: new Date().toISOString().slice(0, 10),
    odometer: 85500,
    volume: 45.5,
    cost: 98.25,
  });
  await post('/api/house-maintenance/items', {
    name: s.item,
    location: s.itemLocation,
    category: 'hvac',
    estimatedCost: 350,
  });
  const invitation = await post('/api/family/invitations', {
    role: 'member',
    invitedName: s.invitee,
  });
  return invitation.invitation?.token ?? '';
}

/** Waits for a screen to settle: its heading shown and no spinner left. */
export async function settle(page: Page) {
  await expect(page.locator('main h1, h1').first()).toBeVisible({ timeout: 15_000 });
  await page
    .waitForFunction(() => document.querySelectorAll('.animate-spin').length === 0, undefined, {
      timeout: 8_000,
    })
    .catch(() => undefined);
  // Fonts and the last layout: two frames.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Runs the checks on the page as it is now. */
export async function checkPage(
  page: Page,
  where: string,
  options: { language: Language; width: number; userData: readonly string[] },
): Promise<WalkProblem[]> {
  const found = await page.evaluate(
    ({ language, width, userData, allowed }) => {
      const problems: { kind: string; detail: string }[] = [];
      const expectedDir = language === 'ar' ? 'rtl' : 'ltr';
      const visible = (el: Element) => {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none';
      };
      const describe = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ??
          el.getAttribute('data-testid') ??
          (el.textContent ?? '').trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()}> "${label}"`;
      };

      // Direction of every tab list and panel, and the order of the tabs.
      for (const el of Array.from(
        document.querySelectorAll('[role="tablist"], [role="tabpanel"]'),
      )) {
        if (!visible(el)) continue;
        const dir = getComputedStyle(el).direction;
        if (dir !== expectedDir) {
          problems.push({ kind: 'direction', detail: `${describe(el)} is ${dir}` });
        }
      }
      for (const list of Array.from(document.querySelectorAll('[role="tablist"]'))) {
        const tabs = Array.from(list.querySelectorAll('[role="tab"]')).filter(visible);
        for (let i = 1; i < tabs.length; i += 1) {
          const before = tabs[i - 1]!.getBoundingClientRect();
          const after = tabs[i]!.getBoundingClientRect();
          if (Math.abs(before.top - after.top) > 4) continue; // the next row of a wrapped list
          const inOrder =
            language === 'ar' ? after.right <= before.left + 1 : after.left >= before.right - 1;
          if (!inOrder) {
            problems.push({
              kind: 'tab order',
              detail: `${describe(tabs[i]!)} is not ${language === 'ar' ? 'left' : 'right'} of ${describe(tabs[i - 1]!)}`,
            });
          }
        }
      }

      // Horizontal overflow of the page.
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > root.clientWidth + 1) {
        const wide = Array.from(document.querySelectorAll('body *'))
          .filter(
            (el) =>
              el.getBoundingClientRect().right > root.clientWidth + 1 ||
              el.getBoundingClientRect().left < -1,
          )
          .slice(-1)
          .map(describe);
        problems.push({
          kind: 'overflow',
          detail: `page is ${root.scrollWidth}px wide in ${root.clientWidth}px (${wide.join(', ')})`,
        });
      }

      // Tap targets on a phone.
      if (width < 768) {
        const interactive = document.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="radio"]',
        );
        for (const el of Array.from(interactive)) {
          if (el.closest('[aria-hidden="true"], [inert], .sr-only')) continue;
          // A check box or radio button is tapped through its label.
          const target =
            el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
              ? (el.closest('label') ?? el)
              : el;
          if (!visible(target)) continue;
          const style = getComputedStyle(target);
          if (style.opacity === '0' && target === el && el instanceof HTMLInputElement) continue;
          const rect = target.getBoundingClientRect();
          if (rect.width < 43.5 || rect.height < 43.5) {
            problems.push({
              kind: 'tap target',
              detail: `${describe(target)} is ${Math.round(rect.width)}×${Math.round(rect.height)}`,
            });
          }
        }
      }

      // Visible text: Latin words in Arabic, Arabic in English, mixed numbering systems.
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const exempt = new RegExp(
        [
          ...userData.filter(Boolean).map(escape),
          '\\S+@\\S+',
          'https?://\\S+',
          '[a-z0-9.-]+\\.(?:com|invalid|org|net|example)\\b',
          // Addresses and short ids (sessions, the admin's user list) are data, not copy.
          '\\b\\d{1,3}(?:\\.\\d{1,3}){3}\\b',
          '\\b[0-9a-f]{8}\\b',
        ].join('|'),
        'g',
      );
      const allowedWord = new RegExp(`^(?:${allowed.map(escape).join('|')})$`);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, [aria-hidden="true"] svg'))
          continue;
        if (!parent.closest('select') && !visible(parent)) continue;
        const raw = node.textContent ?? '';
        if (!raw.trim()) continue;
        // Allowed names and literal examples (ELM327, 1Password) are left out of every check.
        const text = raw
          .replace(exempt, ' ')
          .replace(/[A-Za-z0-9][A-Za-z0-9-]*/g, (word) => (allowedWord.test(word) ? ' ' : word));
        const latinDigits = /[0-9]/.test(text);
        const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/.test(text);
        if (latinDigits && arabicDigits) {
          problems.push({ kind: 'mixed digits', detail: raw.trim().slice(0, 80) });
        }
        if (language === 'ar' && !parent.closest('[lang="en"]')) {
          const words = text.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [];
          if (words.length > 0) {
            problems.push({
              kind: 'latin',
              detail: `${words.join(' ')} in "${raw.trim().slice(0, 80)}"`,
            });
          }
          if (latinDigits) {
            problems.push({ kind: 'latin digits', detail: raw.trim().slice(0, 80) });
          }
          if (/[\u0660-\u0669]\s*·/.test(text)) {
            problems.push({ kind: 'separator after digit', detail: raw.trim().slice(0, 80) });
          }
        } else if (
          // English quotes an Arabic original in parentheses ("Usra (أسرة, …)"); that stays.
          /[\u0600-\u06ff]/.test(text.replace(/\([^)]*\)/g, ' ')) &&
          !parent.closest('[lang="ar"]')
        ) {
          problems.push({ kind: 'arabic', detail: raw.trim().slice(0, 80) });
        }
      }
      return problems;
    },
    { ...options, allowed: ALLOWED_NAMES },
  );
  return found.map((problem) => ({ where, ...problem }));
}

/** The gallery's folder (`npm run screens`), or none: screenshots are taken only for it. */
const galleryDir = process.env.USRA_SCREENS_DIR;

async function capture(page: Page, name: string) {
  if (!galleryDir) return;
  mkdirSync(galleryDir, { recursive: true });
  await page.screenshot({ path: path.join(galleryDir, `${name}.png`), fullPage: true });
}

/**
 * Visits a route, checks it, then opens every tab on it (tabs that appear inside a tab too) and
 * checks each; screenshots each state for the gallery.
 */
export async function walkRoute(
  page: Page,
  route: { name: string; url: string },
  options: { language: Language; width: number; userData: readonly string[] },
): Promise<WalkProblem[]> {
  const prefix = `${options.language}-${options.width}-${route.name}`;
  await page.goto(route.url);
  await settle(page);
  const problems = await checkPage(page, route.url, options);
  await capture(page, prefix);
  const opened = new Set<string>();
  for (let clicks = 0; clicks < 40; clicks += 1) {
    const tabs = page.locator('[role="tab"]:visible');
    const count = await tabs.count();
    let next = -1;
    let key = '';
    for (let i = 0; i < count; i += 1) {
      const name = ((await tabs.nth(i).textContent()) ?? '').trim().replace(/\s+/g, ' ');
      const selected = (await tabs.nth(i).getAttribute('aria-selected')) === 'true';
      if (!opened.has(name) && !selected) {
        next = i;
        key = name;
        break;
      }
      if (selected) opened.add(name);
    }
    if (next === -1) break;
    opened.add(key);
    await tabs.nth(next).click();
    await settle(page);
    problems.push(...(await checkPage(page, `${route.url} → ${key}`, options)));
    await capture(page, `${prefix}-tab-${opened.size}`);
  }
  return problems;
}

/** One line per problem, grouped, for a failure message a person can read. */
export function report(problems: WalkProblem[]): string[] {
  return [...new Set(problems.map((p) => `${p.kind}: ${p.where}: ${p.detail}`))];
}
