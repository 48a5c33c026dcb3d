/**
 * What checking a whole menu costs: 10,000 menu-visibility checks and 10,000 authority checks for
 * one user of realistic size (hundreds of views, dozens of authorities, a page role per menu).
 *
 * "Cold" checks a subject object never seen before, so the time includes indexing it
 * (`compilePermissions`); "warm" checks the same subject again, as every later render does. The
 * scan row answers the same 10,000 menu questions by searching the views array, as a check without
 * an index would. Each figure is the median of several runs after a warm-up, so the JIT has
 * compiled the code in both cases. Run: `pnpm --filter @opsdesk/auth bench`.
 */
import { performance } from 'node:perf_hooks';
import { authorities as knownAuthorities, menuAuthorities } from '@opsdesk/api';
import { compilePermissions, hasAuthority, isMenuVisible } from '../src/index';
import type { PermissionSubject } from '../src/index';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const WARM_UP = 5;
const CHECKS = 10_000;
const VIEWS = 600;
const FRAME_MS = 1000 / 60;

// A deterministic generator: every run and every machine checks the same keys.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const menuKeys = Object.keys(menuAuthorities);
const viewKeys = [
  ...menuKeys,
  ...Array.from({ length: VIEWS - menuKeys.length }, (_, index) => `${pick(menuKeys)}-function-${index}`),
];
const menuTypes = ['M', 'F', 'F', 'T', 'B'] as const;

const template: PermissionSubject = {
  authorities: knownAuthorities.filter((_, index) => index % 5 !== 0),
  permitAll: false,
  enableNewPermission: true,
  pageRoles: menuKeys.map((pageName, index) => ({ pageName, action: index % 3 })),
  views: viewKeys.map((key, index) => ({
    key,
    menuType: index < menuKeys.length ? 'M' : pick(menuTypes),
    operateType: pick([1, 2, 2, 0]),
  })),
};
/** The same user as a new object: the index is per object, so checking it starts cold. */
const makeSubject = (): PermissionSubject => ({ ...template });

// Half the keys the user has a view of, half keys of other users' menus.
const keysToCheck = Array.from({ length: CHECKS }, (_, index) =>
  index % 2 === 0 ? pick(viewKeys) : `${pick(menuKeys)}-other-${index}`,
);
// A quarter of the authority checks ask for a list of two, as a button needing read and write does.
const authoritiesToCheck: (string | readonly string[])[] = Array.from({ length: CHECKS }, (_, index) =>
  index % 4 === 0 ? [pick(knownAuthorities), pick(knownAuthorities)] : pick(knownAuthorities),
);

let sink = 0;
const scenarios: Record<string, () => number> = {
  'menu visibility, cold (index + checks)': () => {
    const subject = makeSubject();
    const start = performance.now();
    for (const key of keysToCheck) if (isMenuVisible(subject, key)) sink += 1;
    return performance.now() - start;
  },
  'menu visibility, warm': (() => {
    const subject = makeSubject();
    compilePermissions(subject);
    return () => {
      const start = performance.now();
      for (const key of keysToCheck) if (isMenuVisible(subject, key)) sink += 1;
      return performance.now() - start;
    };
  })(),
  'menu visibility, array scan (no index)': (() => {
    const subject = makeSubject();
    return () => {
      const start = performance.now();
      for (const key of keysToCheck)
        if (
          subject.views.some(
            (view) =>
              view.key === key &&
              (view.menuType === 'M' || view.menuType === 'F') &&
              (view.operateType === 1 || view.operateType === 2),
          )
        )
          sink += 1;
      return performance.now() - start;
    };
  })(),
  'authority, cold (index + checks)': () => {
    const subject = makeSubject();
    const start = performance.now();
    for (const required of authoritiesToCheck) if (hasAuthority(subject, required)) sink += 1;
    return performance.now() - start;
  },
  'authority, warm': (() => {
    const subject = makeSubject();
    compilePermissions(subject);
    return () => {
      const start = performance.now();
      for (const required of authoritiesToCheck) if (hasAuthority(subject, required)) sink += 1;
      return performance.now() - start;
    };
  })(),
  'index alone (compilePermissions)': () => {
    const subject = makeSubject();
    const start = performance.now();
    sink += compilePermissions(subject).menuGrants.size;
    return performance.now() - start;
  },
};

const samples = new Map<string, number[]>(Object.keys(scenarios).map((name) => [name, []]));
for (let run = 0; run < WARM_UP + RUNS; run += 1)
  for (const [name, measure] of Object.entries(scenarios)) {
    const elapsed = measure();
    if (run >= WARM_UP) samples.get(name)?.push(elapsed);
  }

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const max = (values: readonly number[]) => Math.max(...values);

const subject = makeSubject();
console.log(
  `node ${process.version}; subject with ${subject.views.length} views, ${subject.authorities.length} authorities, ` +
    `${subject.pageRoles.length} page roles; ${CHECKS.toLocaleString('en')} checks per run; median of ${RUNS} runs after ${WARM_UP} warm-up runs\n`,
);
console.log('| scenario | median ms | slowest ms | per check ns | share of a 60 Hz frame |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, values] of samples) {
  const middle = median(values);
  const perCheck = name.startsWith('index alone') ? '—' : ((middle * 1e6) / CHECKS).toFixed(0);
  console.log(
    `| ${name} | ${middle.toFixed(3)} | ${max(values).toFixed(3)} | ${perCheck} | ${((middle / FRAME_MS) * 100).toFixed(1)} % |`,
  );
}
// Keeps the engine from dropping the loops as dead code.
if (sink < 0) console.log(sink);
