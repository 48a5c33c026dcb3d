export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { densityNames, themeNames, tokens, tokenStyleSheet, type Density, type ThemeName } from './tokens';
