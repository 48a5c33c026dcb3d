// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from './ThemeProvider';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.opsTheme;
  delete document.documentElement.dataset.opsDensity;
});

describe('ThemeProvider', () => {
  it('applies its theme and density to the document by default, for portals too', () => {
    render(
      <ThemeProvider theme="dark" density="compact">
        <p>content</p>
      </ThemeProvider>,
    );
    const { opsTheme, opsDensity } = document.documentElement.dataset;
    expect([opsTheme, opsDensity]).toEqual(['dark', 'compact']);
  });

  it('scoped to an element, themes a wrapper and leaves the document alone', () => {
    render(
      <ThemeProvider theme="dark" scope="element">
        <p>content</p>
      </ThemeProvider>,
    );
    const wrapper = screen.getByText('content').parentElement;
    expect([wrapper?.dataset.opsTheme, document.documentElement.dataset.opsTheme]).toEqual([
      'dark',
      undefined,
    ]);
  });

  it('lets two scoped themes sit side by side', () => {
    render(
      <>
        <ThemeProvider theme="light" scope="element">
          <p>light</p>
        </ThemeProvider>
        <ThemeProvider theme="dark" scope="element">
          <p>dark</p>
        </ThemeProvider>
      </>,
    );
    expect(['light', 'dark'].map((text) => screen.getByText(text).parentElement?.dataset.opsTheme)).toEqual([
      'light',
      'dark',
    ]);
  });
});
