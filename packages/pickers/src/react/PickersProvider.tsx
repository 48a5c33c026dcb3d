import { OpsIntlProvider, ThemeProvider, type ThemeName } from '@opsdesk/ui';
import { PickersContextProvider, type PickersContextProviderProps } from './PickersContext';

export interface PickersProviderProps extends PickersContextProviderProps {
  /**
   * The interface language. Given, the provider also provides @opsdesk/ui's theme and texts (every
   * language of them: `OpsIntlProvider`), so that a tool without @opsdesk/ui's providers needs
   * nothing else; left out, the app provides them (and may use `PickersContextProvider`, which
   * imports no text).
   */
  readonly locale?: string;
  /** With `locale`: the theme of @opsdesk/ui. Default light. */
  readonly theme?: ThemeName;
}

/**
 * Makes the pickers work: the client their lookups use, the scope of their cache and the store of
 * recent choices. Three lines for a tool outside the console: create the client, wrap the app in
 * `<PickersProvider http={http} locale="en">`, and use a picker.
 */
export function PickersProvider({ locale, theme = 'light', children, ...context }: PickersProviderProps) {
  const provided = <PickersContextProvider {...context}>{children}</PickersContextProvider>;
  if (locale === undefined) return provided;
  return (
    <ThemeProvider theme={theme}>
      <OpsIntlProvider locale={locale}>{provided}</OpsIntlProvider>
    </ThemeProvider>
  );
}
