import { describe, expect, it } from 'vitest';
import { ar, en } from './resources';

type Tree = { [key: string]: string | Tree };
const pick = (tree: Tree, path: string): Tree => {
  let node: string | Tree = tree;
  for (const part of path.split('.')) node = (node as Tree)[part]!;
  return node as Tree;
};

describe('one name for one role', () => {
  for (const [language, resources] of [
    ['ar', ar],
    ['en', en],
  ] as const) {
    const texts = resources as unknown as Tree;
    it(`calls an account's role the same on the dashboard, in settings and in the portal (${language})`, () => {
      const dashboard = pick(texts, 'dashboard.family.role');
      expect(pick(texts, 'settings.authStatus.roles')).toEqual(dashboard);
      expect(pick(texts, 'admin.users.roles')).toEqual(dashboard);
    });

    it(`never gives a family role the name of an account role (${language})`, () => {
      const accountNames = Object.values(pick(texts, 'dashboard.family.role'));
      const familyNames = Object.values(pick(texts, 'family.roles'));
      expect(familyNames.filter((name) => accountNames.includes(name))).toEqual([]);
    });
  }
});
