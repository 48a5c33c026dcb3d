import { useLayoutEffect, type ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { tokenStyleSheet, tokens, type Density, type ThemeName } from './tokens';

const TokenStyles = createGlobalStyle`
  ${tokenStyleSheet()}
  body {
    margin: 0;
    background: ${tokens['color-bg']};
    color: ${tokens['color-text']};
    font-family: ${tokens['font-family']};
    font-size: ${tokens['font-size-md']};
    line-height: ${tokens['line-height']};
  }
  :focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
`;

export interface ThemeProviderProps {
  readonly theme?: ThemeName;
  readonly density?: Density;
  readonly children?: ReactNode;
}

/**
 * Defines the tokens and applies a theme and a density to the document (`data-ops-theme`,
 * `data-ops-density` on <html>), so that portals (dialogs, popovers, toasts) get them too.
 */
export function ThemeProvider({ theme = 'light', density = 'comfortable', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.opsTheme = theme;
    root.dataset.opsDensity = density;
  }, [theme, density]);
  return (
    <>
      <TokenStyles />
      {children}
    </>
  );
}
