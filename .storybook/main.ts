import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { defaultClientConditions } from 'vite';

const configDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(configDir, '..');

/**
 * Story sources, relative to the repository root: a fixed directory part (`*` stands for any one
 * directory, e.g. each workspace package) and the file pattern below it.
 */
const sources: readonly { dir: string; files: string }[] = [
  { dir: 'docs', files: '**/*.mdx' },
  { dir: 'packages/*/docs', files: '**/*.mdx' },
  { dir: 'packages/*/src', files: '**/*.stories.@(ts|tsx)' },
  { dir: 'apps/console/src', files: '**/*.stories.@(ts|tsx)' },
];

const isDirectory = (path: string): boolean => existsSync(path) && statSync(path).isDirectory();

/** Directories matching `dir` (segments may be `*`), absolute. */
function matchingDirectories(dir: string): string[] {
  let found = [repoRoot];
  for (const segment of dir.split('/')) {
    found = found.flatMap((parent) =>
      segment === '*'
        ? readdirSync(parent, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
            .map((entry) => join(parent, entry.name))
        : [join(parent, segment)].filter(isDirectory),
    );
  }
  return found;
}

// Storybook refuses a glob whose base directory is missing, so only keep sources that exist.
const stories = sources
  .filter(({ dir }) => matchingDirectories(dir).length > 0)
  .map(({ dir, files }) => `${relative(configDir, join(repoRoot, dir)).split('\\').join('/')}/${files}`);

const config: StorybookConfig = {
  stories,
  addons: [
    {
      name: '@storybook/addon-docs',
      // GitHub-flavoured Markdown in MDX docs: tables, task lists, autolinks.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machines that build this have no network: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The audience is designers and package users, not Storybook authors: no onboarding checklist.
  features: { sidebarOnboardingChecklist: false },
  viteFinal(viteConfig) {
    // Read workspace packages from their sources (exports condition "@opsdesk/source" -> ./src/index.ts).
    viteConfig.resolve ??= {};
    const conditions = viteConfig.resolve.conditions ?? defaultClientConditions;
    viteConfig.resolve.conditions = [
      '@opsdesk/source',
      ...conditions.filter((condition) => condition !== '@opsdesk/source'),
    ];
    return viteConfig;
  },
};

export default config;
