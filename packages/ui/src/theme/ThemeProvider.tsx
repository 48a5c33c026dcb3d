import { useLayoutEffect, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
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

const ScopedTheme = styled.div`
  background: ${tokens['color-bg']};
  color: ${tokens['color-text']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
`;

export interface ThemeProviderProps {
  readonly theme?: ThemeName;
  readonly density?: Density;
  /**
   * `document` (default): the theme and density apply to the whole page (`data-ops-theme` and
   * `data-ops-density` on <html>), portals included. `element`: only to a `<div>` around the
   * children, for several themes side by side (a docs page, a preview panel); dialogs, popovers
   * and toasts opened from inside render in the document's theme.
   */
  readonly scope?: 'document' | 'element';
  readonly children?: ReactNode;
}

/** Defines the design tokens and applies a theme and a density. */
export function ThemeProvider({
  theme = 'light',
  density = 'comfortable',
  scope = 'document',
  children,
}: ThemeProviderProps) {
  useLayoutEffect(() => {
    if (scope !== 'document') return;
    const root = document.documentElement;
    root.dataset.opsTheme = theme;
    root.dataset.opsDensity = density;
  }, [theme, density, scope]);
  return (
    <>
      <TokenStyles />
      {scope === 'element' ? (
        <ScopedTheme data-ops-theme={theme} data-ops-density={density}>
          {children}
        </ScopedTheme>
      ) : (
        children
      )}
    </>
  );
}
