/**
 * `pnpm --filter console bundle-report` (after `vite build`): the gzipped JavaScript a browser loads
 * for the login page, for the signed-in shell with the dashboard, and for each route beyond the
 * shell, read from Vite's manifest, against the budgets of the issue. The shell counts what it
 * imports and what its first calls load: the answer schemas (with zod) and the request layer's
 * transport (axios), which the login page shows without; a library that must wait for the
 * first request and is imported before it anyway is named. `--json` prints JSON; with
 * `--check` the exit status is 1 when a budget is exceeded or such a library is back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { stackFloor } from './stackFloor';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

export const budgets = { login: 120 * 1024, shell: 200 * 1024, route: 60 * 1024 } as const;

/**
 * Libraries that the login page and the signed-in shell must not import before their first request,
 * each known by a string its minified code keeps. zod comes with the first checked answer
 * (`@opsdesk/api` loads the answer schemas alongside the request, so the request is not held back
 * by 25 KB of schemas); axios comes with the first request (`@opsdesk/http` loads it then, or when
 * the browser is idle). One static import of a schema module or of axios would put it back in front
 * of the first request without changing anything else, so the report says so.
 */
export const loadedLater: Readonly<Record<string, RegExp>> = {
  zod: /["'`]\$ZodType["'`]/,
  axios: /["'`]ERR_FR_TOO_MANY_REDIRECTS["'`]/,
};

/** The libraries of `loadedLater` that a piece of JavaScript contains. */
export function laterLibrariesIn(code: string): string[] {
  return Object.entries(loadedLater)
    .filter(([, marker]) => marker.test(code))
    .map(([name]) => name);
}

/**
 * The answer schemas of the calls the signed-in shell makes before it can show the dashboard: the
 * account (`getAccount`), the header's pending counts (workbench) and the dashboard's figures.
 * `@opsdesk/api` loads each with its request; the shell's figure counts them (and zod with them).
 */
export const shellAnswerSchemas: readonly string[] = [
  'packages/api/src/schemas/account.ts',
  'packages/api/src/schemas/workbench.ts',
  'packages/api/src/schemas/dashboard.ts',
];

/** A module of axios, the transport of `@opsdesk/http`. */
const isTransportSource = (source: string) => /(^|\/)node_modules\/axios\//.test(source);

/** The source modules of a chunk, from its source map (`packages/...`, `src/...`). */
function sourcesOf(directory: string, manifest: Manifest, key: string): string[] {
  const file = manifest[key]?.file;
  // A chunk without a map (the console's own small ones, such as `languageCall`) is none of them.
  if (!file?.endsWith('.js') || !existsSync(join(directory, `${file}.map`))) return [];
  const map = JSON.parse(readFileSync(join(directory, `${file}.map`), 'utf8')) as { sources?: string[] };
  return (map.sources ?? []).map((source) => source.replace(/^(\.\.\/)+/, ''));
}

const dist = fileURLToPath(new URL('../dist', import.meta.url));

/** A chunk's static closure: itself and what it imports, transitively (the browser loads them together). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

function keyOf(manifest: Manifest, source: string): string {
  // A module that other chunks also import statically is a chunk named after it (`_Name-hash.js`).
  const base = source.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const key =
    Object.keys(manifest).find((candidate) => candidate === source || candidate.endsWith(source)) ??
    Object.keys(manifest).find((candidate) => new RegExp(`^_${base}-[\\w-]+\\.js$`).test(candidate));
  if (!key) throw new Error(`The manifest has no chunk for ${source}: build the console first.`);
  return key;
}

export interface BundleReport {
  readonly login: number;
  readonly shell: number;
  /**
   * The generic list, detail page and form with their libraries, each beyond the shell: loaded once,
   * by the first route of that view.
   */
  readonly genericScreens: { readonly list: number; readonly detail: number; readonly form: number };
  /** Per route module, what it adds beyond the shell and the generic screens. */
  readonly routes: readonly { readonly chunk: string; readonly bytes: number }[];
  /** Libraries of `loadedLater` imported by the login page or the shell (`zod in the shell`). */
  readonly strays: readonly string[];
  readonly overBudget: readonly string[];
}

export function bundleReport(directory = dist): BundleReport {
  const manifest = JSON.parse(readFileSync(join(directory, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gz = (key: string) => {
    const file = manifest[key]?.file;
    if (!file || !file.endsWith('.js')) return 0;
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(directory, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gz(key), 0);

  const entry = keyOf(manifest, 'index.html');
  const base = closure(manifest, entry);
  const login = closure(manifest, keyOf(manifest, 'src/shell/LoginPage.tsx'), new Set(base));
  const shellKeys = [
    'src/app/router.tsx',
    'src/shell/MainLayout.tsx',
    'src/features/dashboard/Dashboard.tsx',
  ];
  const shell = new Set(base);
  for (const source of shellKeys) closure(manifest, keyOf(manifest, source), shell);
  // zod and axios must not load before the shell's first request (`strays`)...
  const staticShell = new Set(shell);
  // ...but the shell and the dashboard cannot show before their first answers are checked: the
  // answer schemas of those calls, loaded alongside the requests, belong to the shell.
  const schemasFound = new Set<string>();
  for (const key of staticShell) {
    for (const loaded of manifest[key]?.dynamicImports ?? []) {
      const schemas = sourcesOf(directory, manifest, loaded).filter((source) =>
        shellAnswerSchemas.includes(source),
      );
      if (schemas.length === 0) continue;
      closure(manifest, loaded, shell);
      for (const schema of schemas) schemasFound.add(schema);
    }
  }
  const missing = shellAnswerSchemas.filter((schema) => !schemasFound.has(schema));
  if (missing.length > 0) {
    throw new Error(
      `The shell no longer loads ${missing.join(', ')} with its calls: update shellAnswerSchemas.`,
    );
  }
  // The request layer's transport (axios) loads with the first request rather than with the page
  // (the login page shows without it): the shell's first calls need it, so it counts here too.
  let transportFound = false;
  for (const key of [...shell]) {
    if (sourcesOf(directory, manifest, key).some(isTransportSource)) transportFound = true;
    for (const loaded of manifest[key]?.dynamicImports ?? []) {
      if (!sourcesOf(directory, manifest, loaded).some(isTransportSource)) continue;
      closure(manifest, loaded, shell);
      transportFound = true;
    }
  }
  if (!transportFound) throw new Error('The shell loads no axios, statically or with its calls.');
  // The signed-in shell also loads, in its language, the texts of @opsdesk/ui and the route titles
  // beyond zh-CN (zh-CN's are in the catalogue): count the largest language of each. The other
  // languages' chunks are no routes.
  const perLanguage = [/packages\/ui\/messages\/[^/]+\.json$/, /src\/catalogue\/titles\/[^/]+\.json$/].map(
    (pattern) => Object.keys(manifest).filter((key) => pattern.test(key)),
  );
  for (const languages of perLanguage) {
    const largest = [...languages].sort((a, b) => gz(b) - gz(a))[0];
    if (largest) closure(manifest, largest, shell);
  }
  const languageChunks = new Set(perLanguage.flat());
  const views = {
    list: keyOf(manifest, 'src/resources/ResourceList.tsx'),
    detail: keyOf(manifest, 'src/resources/ResourceDetail.tsx'),
    form: keyOf(manifest, 'src/resources/ResourceForm.tsx'),
  };
  const viewKeys = (key: string) => [...closure(manifest, key, new Set())].filter((item) => !shell.has(item));
  const genericKeys = new Set(Object.values(views).flatMap(viewKeys));
  const genericScreens = {
    list: total(viewKeys(views.list)),
    detail: total(viewKeys(views.detail)),
    form: total(viewKeys(views.form)),
  };
  const generic = new Set(Object.values(views));

  const routes: { chunk: string; bytes: number }[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || shell.has(key) || login.has(key)) continue;
    if (generic.has(key) || languageChunks.has(key)) continue;
    const loaded = closure(manifest, key, new Set());
    // A resource screen module is rendered by the generic screens, counted once above.
    const extra = [...loaded].filter((item) => !shell.has(item) && !genericKeys.has(item));
    routes.push({ chunk: key, bytes: total(extra) });
  }
  routes.sort((a, b) => b.bytes - a.bytes);
  const code = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => file?.endsWith('.js') ?? false)
      .map((file) => readFileSync(join(directory, file), 'utf8'))
      .join('\n');
  const strays = [
    ...laterLibrariesIn(code(login)).map((name) => `${name} in the login page`),
    ...laterLibrariesIn(code(staticShell)).map((name) => `${name} in the shell`),
  ];
  const report = { login: total(login), shell: total(shell), genericScreens, routes, strays };
  const overBudget = [
    ...(report.login > budgets.login ? ['login'] : []),
    ...(report.shell > budgets.shell ? ['shell + dashboard'] : []),
    ...Object.entries(report.genericScreens)
      .filter(([, bytes]) => bytes > budgets.route)
      .map(([view]) => `generic ${view}`),
    ...routes.filter((route) => route.bytes > budgets.route).map((route) => route.chunk),
    ...strays,
  ];
  return { ...report, overBudget };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = bundleReport();
  // The floor of the libraries alone (a build of its own, a few seconds); `--no-floor` skips it.
  const floor = process.argv.includes('--no-floor') ? undefined : await stackFloor();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ ...report, floor }, null, 2)}\n`);
  } else {
    const largest = report.routes[0];
    const over = report.overBudget.filter((item) => !report.strays.includes(item));
    const lines = [
      `login page            ${kb(report.login)} gzip (budget ${kb(budgets.login)}${floor ? `; its libraries alone ${kb(floor.login)}` : ''})`,
      `shell + dashboard     ${kb(report.shell)} gzip (budget ${kb(budgets.shell)}${floor ? `; its libraries alone ${kb(floor.signedIn)}` : ''})`,
      ...Object.entries(report.genericScreens).map(
        ([view, bytes]) =>
          `generic ${view.padEnd(13)} ${kb(bytes)} gzip, once for every resource ${view} (budget ${kb(budgets.route)})`,
      ),
      `route chunks          ${report.routes.length}, largest ${largest ? `${kb(largest.bytes)} (${largest.chunk})` : '-'} (budget ${kb(budgets.route)} each)`,
      ...report.routes.slice(0, 15).map((route) => `  ${kb(route.bytes).padStart(9)}  ${route.chunk}`),
      report.strays.length === 0
        ? 'zod loads with the first answers and axios with the first request, not before'
        : `loaded before it is needed: ${report.strays.join(', ')}`,
      over.length === 0 ? 'every budget holds' : `over budget: ${over.join(', ')}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  if (process.argv.includes('--check') && report.overBudget.length > 0) process.exitCode = 1;
}
