/**
 * The design tokens, as CSS custom properties: components read `var(--ops-…)`, so a theme or
 * density change restyles everything without a re-render. `tokens` gives the `var()` of each.
 */
const palette = {
  light: {
    'color-primary': '#1d5bd8',
    'color-primary-hover': '#174bb4',
    'color-primary-active': '#123c90',
    'color-primary-subtle': '#e8effc',
    'color-on-primary': '#ffffff',
    'color-bg': '#f5f6f8',
    'color-surface': '#ffffff',
    'color-surface-raised': '#ffffff',
    'color-surface-sunken': '#eef0f3',
    'color-border': '#d5d9e0',
    'color-border-strong': '#9aa3b2',
    'color-text': '#1b2230',
    'color-text-muted': '#556070',
    'color-text-disabled': '#8a93a3',
    'color-success': '#1e7b45',
    'color-success-subtle': '#e6f4ec',
    'color-warning': '#9a5b00',
    'color-warning-subtle': '#fdf2de',
    'color-danger': '#c0322b',
    'color-danger-subtle': '#fbe9e8',
    'color-info': '#1d5bd8',
    'color-info-subtle': '#e8effc',
    'color-focus': '#1d5bd8',
    'color-overlay': 'rgba(17, 24, 39, 0.45)',
  },
  dark: {
    'color-primary': '#6f9cff',
    'color-primary-hover': '#8cb0ff',
    'color-primary-active': '#a9c3ff',
    'color-primary-subtle': '#1c2a4a',
    'color-on-primary': '#0b1220',
    'color-bg': '#0f1319',
    'color-surface': '#171c24',
    'color-surface-raised': '#1e2430',
    'color-surface-sunken': '#12161d',
    'color-border': '#2f3744',
    'color-border-strong': '#4b5666',
    'color-text': '#e6e9ef',
    'color-text-muted': '#a3acba',
    'color-text-disabled': '#6b7482',
    'color-success': '#5ccf8f',
    'color-success-subtle': '#16301f',
    'color-warning': '#f0b458',
    'color-warning-subtle': '#33280f',
    'color-danger': '#ff7b72',
    'color-danger-subtle': '#3a1a18',
    'color-info': '#6f9cff',
    'color-info-subtle': '#1c2a4a',
    'color-focus': '#8cb0ff',
    'color-overlay': 'rgba(0, 0, 0, 0.6)',
  },
} as const;

const scale = {
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '20px',
  'space-6': '24px',
  'space-8': '32px',
  'space-10': '40px',
  'radius-sm': '4px',
  'radius-md': '6px',
  'radius-lg': '10px',
  'radius-pill': '999px',
  'font-family':
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', sans-serif",
  'font-family-mono': "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  'font-size-xs': '12px',
  'font-size-sm': '13px',
  'font-size-md': '14px',
  'font-size-lg': '16px',
  'font-size-xl': '20px',
  'font-size-2xl': '24px',
  'font-weight-regular': '400',
  'font-weight-medium': '500',
  'font-weight-bold': '600',
  'line-height': '1.5',
  'shadow-1': '0 1px 2px rgba(16, 24, 40, 0.08)',
  'shadow-2': '0 4px 12px rgba(16, 24, 40, 0.12)',
  'shadow-3': '0 12px 32px rgba(16, 24, 40, 0.18)',
  'duration-fast': '120ms',
  'duration-normal': '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
  'z-popover': '1000',
  'z-dialog': '1100',
  'z-toast': '1200',
} as const;

/** Dense where data is dense: control heights and cell paddings by density. */
const densities = {
  comfortable: {
    'control-height': '32px',
    'control-height-sm': '24px',
    'control-height-lg': '40px',
    'cell-padding-y': '10px',
    'cell-padding-x': '12px',
    'row-height': '44px',
  },
  compact: {
    'control-height': '28px',
    'control-height-sm': '22px',
    'control-height-lg': '34px',
    'cell-padding-y': '6px',
    'cell-padding-x': '8px',
    'row-height': '34px',
  },
} as const;

export type ThemeName = keyof typeof palette;
export type Density = keyof typeof densities;
export const themeNames = Object.keys(palette) as ThemeName[];
export const densityNames = Object.keys(densities) as Density[];

type TokenName =
  keyof (typeof palette)['light'] | keyof typeof scale | keyof (typeof densities)['comfortable'];

/** `var(--ops-<name>)` for every token, for styled-components and inline styles. */
export const tokens = Object.fromEntries(
  [...Object.keys(palette.light), ...Object.keys(scale), ...Object.keys(densities.comfortable)].map(
    (name) => [name, `var(--ops-${name})`],
  ),
) as Readonly<Record<TokenName, string>>;

const declarations = (values: Readonly<Record<string, string>>) =>
  Object.entries(values)
    .map(([name, value]) => `--ops-${name}: ${value};`)
    .join('\n');

/** The style sheet that defines every token for each theme and density. */
export function tokenStyleSheet(): string {
  return [
    `:root, [data-ops-theme='light'] { ${declarations(scale)} ${declarations(palette.light)} ${declarations(densities.comfortable)} color-scheme: light; }`,
    `[data-ops-theme='dark'] { ${declarations(palette.dark)} color-scheme: dark; }`,
    `[data-ops-density='comfortable'] { ${declarations(densities.comfortable)} }`,
    `[data-ops-density='compact'] { ${declarations(densities.compact)} }`,
  ].join('\n');
}
