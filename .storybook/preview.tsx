import type { Decorator, Preview } from '@storybook/react-vite';
import { OpsIntlProvider, ThemeProvider, type Density, type ThemeName } from '@opsdesk/ui';

/** Every story renders inside the design tokens and react-intl, switchable from the toolbar. */
const withDesignSystem: Decorator = (Story, context) => (
  <ThemeProvider theme={context.globals.theme as ThemeName} density={context.globals.density as Density}>
    <OpsIntlProvider locale={String(context.globals.locale)}>
      <Story />
    </OpsIntlProvider>
  </ThemeProvider>
);

const preview: Preview = {
  decorators: [withDesignSystem],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en', title: 'English' },
          { value: 'ja', title: '日本語' },
          { value: 'zh-TW', title: '繁體中文' },
          { value: 'it', title: 'Italiano' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: { icon: 'paintbrush', items: ['light', 'dark'], dynamicTitle: true },
    },
    density: {
      description: 'Density',
      toolbar: { icon: 'component', items: ['comfortable', 'compact'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light', density: 'comfortable' },
  parameters: {
    options: {
      storySort: { order: ['Introduction', '*'] },
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
  },
};

export default preview;
