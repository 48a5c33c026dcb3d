import { ArgTypes, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { OpsIntlProvider, ThemeProvider, type Density, type ThemeName } from '@opsdesk/ui';
import { configure } from 'storybook/test';

// The shared providers load their dialogs on first use, and an export dialog runs its job once it is
// there: on a loaded two-core machine the first showing takes longer than Testing Library's default
// second. The play functions wait up to 4 s; what never appears still fails.
configure({ asyncUtilTimeout: 4000 });

/**
 * The generated docs page of a component: its description, the first story, the table of its
 * props, then every story. The props table is read-only (`ArgTypes`, not `Controls`): the
 * interactive controls live in the story view, and their toggles do not meet the contrast the
 * smoke test asks of every page.
 */
function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ArgTypes />
      <Stories includePrimary={false} />
    </>
  );
}

/** Every story renders inside the design tokens and react-intl, switchable from the toolbar. */
const withDesignSystem: Decorator = (Story, context) => (
  // On a docs page every story shares one document: each is themed in its own box, so that a dark
  // story does not darken its light neighbours.
  <ThemeProvider
    theme={context.globals.theme as ThemeName}
    density={context.globals.density as Density}
    scope={context.viewMode === 'docs' ? 'element' : 'document'}
  >
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
    docs: { page: ComponentDocsPage },
    options: {
      storySort: { order: ['Introduction', '*'] },
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
  },
};

export default preview;
