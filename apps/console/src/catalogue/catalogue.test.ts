import { menuAuthorities, resourceCatalogue } from '@opsdesk/api';
import {
  buildFunctionPermissionTree,
  functionPermissionCatalogue,
  mergeFunctionPermissions,
} from '@opsdesk/auth';
import { describe, expect, it } from 'vitest';
import { screenProblems } from '../resources/defineScreen';
import type { ResourceScreen } from '../resources/types';
import { bespokeDesigns } from './designs';
import { bespokeRoutes, catalogue } from './index';
import { permissionCatalogueOf } from './model';
import { pinyinInitials } from './pinyin.generated';
import { loadAllCatalogueTitles } from './titles';
import en from './titles/en.json';
import ja from './titles/ja.json';
import { shellLocales, type CatalogueEntry } from './types';
import { pinyinInitialsSource } from '../../scripts/pinyinSource';
import { titleDictionarySources, type TitlesFile } from '../../scripts/titlesSource';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every resource's route file (`features/<area>/<resource>/routes.ts`), and the titles beside each. */
const featureRouteFiles = import.meta.glob<Readonly<Record<string, readonly { readonly key: string }[]>>>(
  '../features/**/routes.ts',
  { eager: true },
);
const featureTitleFiles = import.meta.glob<TitlesFile>('../features/**/titles.json', {
  eager: true,
  import: 'default',
});
/** The area files, which place the resources' routes in the menu, and their menu groups' titles. */
const areaFiles = import.meta.glob<Readonly<Record<string, readonly CatalogueEntry[]>>>('./routes/*.ts', {
  eager: true,
});
const areaTitleFiles = import.meta.glob<TitlesFile>('./routes/*.titles.json', {
  eager: true,
  import: 'default',
});

describe('the route catalogue', () => {
  it('documents every bespoke screen, and nothing else, in designs.ts', () => {
    const screens = new Set(bespokeRoutes.map((route) => route.screen));
    expect(Object.keys(bespokeDesigns).sort()).toEqual([...screens].sort());
  });

  it('loads one component for each bespoke screen, whichever of its routes opens it', async () => {
    const components = new Map<string, Set<unknown>>();
    for (const route of bespokeRoutes) {
      const { default: component } = await route.load();
      components.set(route.screen, (components.get(route.screen) ?? new Set()).add(component));
    }
    expect([...components].filter(([, found]) => found.size !== 1).map(([screen]) => screen)).toEqual([]);
  }, 60_000);

  it('names every first-level menu key of the permission model', () => {
    const used = new Set<string>(
      catalogue.entries.flatMap((entry) => (entry.menuKey ? [entry.menuKey] : [])),
    );
    expect(Object.keys(menuAuthorities).filter((key) => !used.has(key))).toEqual([]);
  });

  it('puts every route under /main except the travel-booking entry, with the second segment its menu key', () => {
    for (const route of catalogue.routes) {
      if (route.path === '/index-zhenxuan') continue;
      expect(route.path, route.key).toMatch(/^\/main\//);
    }
  });

  it('titles every entry in every shell language', async () => {
    await loadAllCatalogueTitles();
    for (const entry of catalogue.entries) {
      for (const locale of shellLocales)
        expect(entry.title[locale].trim(), `${entry.key} ${locale}`).not.toBe('');
    }
  });

  it('has an en and a ja title for every entry in the dictionaries, and no key the catalogue lacks', () => {
    const keys = new Set([...catalogue.entries, ...bespokeRoutes].map((entry) => entry.key));
    for (const [locale, dictionary] of [
      ['en', en],
      ['ja', ja],
    ] as const) {
      const titles: Readonly<Record<string, string | undefined>> = dictionary;
      expect(
        [...keys].filter((key) => !titles[key]?.trim()),
        `${locale}: entries without a title`,
      ).toEqual([]);
      expect(
        Object.keys(titles).filter((key) => !keys.has(key)),
        `${locale}: keys of no entry`,
      ).toEqual([]);
    }
  });

  it('keeps the title dictionaries sorted by key', () => {
    for (const dictionary of [en, ja]) {
      const keys = Object.keys(dictionary);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('keeps the title dictionaries as the titles files make them (pnpm --filter console titles)', () => {
    const sources = titleDictionarySources();
    for (const locale of ['en', 'ja'] as const) {
      const file = readFileSync(fileURLToPath(new URL(`./titles/${locale}.json`, import.meta.url)), 'utf8');
      expect(file, `titles/${locale}.json is out of date: run pnpm --filter console titles`).toBe(
        sources[locale],
      );
    }
  });

  it("gives every resource's routes.ts a titles.json with the en and ja titles of exactly its entries", () => {
    expect(Object.keys(featureRouteFiles).length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const [file, module] of Object.entries(featureRouteFiles)) {
      const keys = Object.values(module)
        .flat()
        .map((entry) => entry.key)
        .sort();
      const titlesFile = file.replace(/routes\.ts$/, 'titles.json');
      const titles = featureTitleFiles[titlesFile];
      if (!titles) problems.push(`${file}: no titles.json beside it`);
      else
        for (const locale of ['en', 'ja'] as const)
          if (JSON.stringify(Object.keys(titles[locale]).sort()) !== JSON.stringify(keys))
            problems.push(`${titlesFile}: its ${locale} titles are not those of the entries of routes.ts`);
    }
    for (const file of Object.keys(featureTitleFiles))
      if (!featureRouteFiles[file.replace(/titles\.json$/, 'routes.ts')])
        problems.push(`${file}: no routes.ts beside it`);
    expect(problems).toEqual([]);
  });

  it("keeps only the menu's in the area files: their groups, titled in their titles.json, and the resources' routes", () => {
    const resourceKeys = new Set(
      Object.values(featureRouteFiles).flatMap((module) =>
        Object.values(module)
          .flat()
          .map((entry) => entry.key),
      ),
    );
    for (const [file, module] of Object.entries(areaFiles)) {
      const entries = Object.values(module).flat();
      const groups = entries.filter((entry) => entry.kind === 'group').map((entry) => entry.key);
      const titles = areaTitleFiles[file.replace(/\.ts$/, '.titles.json')] ?? { en: {}, ja: {} };
      for (const locale of ['en', 'ja'] as const)
        expect(Object.keys(titles[locale]).sort(), `${file} ${locale}`).toEqual([...groups].sort());
      expect(
        entries
          .filter((entry) => entry.kind !== 'group' && !resourceKeys.has(entry.key))
          .map((entry) => entry.key),
        `${file}: routes written in the area file`,
      ).toEqual([]);
    }
    expect(Object.keys(areaFiles).sort()).toEqual(
      [
        'admin',
        'booking',
        'content',
        'customer-service',
        'dashboard',
        'finance',
        'i18n',
        'location',
        'reference',
        'system',
        'tenant',
      ].map((area) => `./routes/${area}.ts`),
    );
  });

  it('loads a screen module for every route: a sound resource screen, or a component', async () => {
    const problems: string[] = [];
    for (const route of catalogue.routes) {
      const module = await route.load();
      if ('screen' in module) {
        const screen: ResourceScreen = module.screen;
        if (route.view === 'custom') problems.push(`${route.key}: a resource screen on a custom route`);
        if (!(screen.resource.name in resourceCatalogue)) problems.push(`${route.key}: unknown resource`);
        problems.push(...screenProblems(screen).map((problem) => `${route.key}: ${problem}`));
        for (const link of [...(screen.links ?? []), ...(screen.listLinks ?? [])]) {
          if (!catalogue.byKey.has(link.route))
            problems.push(`${route.key}: links to the route ${link.route}`);
        }
        for (const key of Object.values(screen.routes)) {
          if (key !== undefined && !catalogue.byKey.has(key))
            problems.push(`${route.key}: names the route ${key}`);
        }
      } else if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        problems.push(`${route.key}: no component`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('builds the function-permission tree (M/F/T/B) from the menu with the tabs and buttons of the spec', () => {
    const tree = buildFunctionPermissionTree(
      mergeFunctionPermissions(permissionCatalogueOf(catalogue), functionPermissionCatalogue),
      { locale: 'en' },
    );
    const types = new Set<string>();
    const walk = (nodes: readonly (typeof tree)[number][]) => {
      for (const node of nodes) {
        types.add(node.menuType);
        walk(node.children);
      }
    };
    walk(tree);
    expect([...types].sort()).toEqual(['B', 'F', 'M', 'T']);
  });

  it('keeps the pinyin initials of the command palette up to date (pnpm --filter console pinyin)', () => {
    const file = readFileSync(fileURLToPath(new URL('./pinyin.generated.ts', import.meta.url)), 'utf8');
    expect(file).toBe(pinyinInitialsSource());
    expect(pinyinInitials['tenant-group']).toBe('zhfz');
  });

  it('counts the bespoke routes among the catalogue', () => {
    expect(bespokeRoutes.length).toBeGreaterThan(10);
  });
});
