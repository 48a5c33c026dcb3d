import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { OpsIntlProvider } from '../i18n';

// The providers load their dialogs on first use (`lazyDialog`): in a test file the first one waits
// for Vitest to transform the dialog's modules, which on a loaded two-core machine takes longer
// than Testing Library's default second. Only waiting is longer; an answer that never comes fails.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks what Radix's positioning and pointer handling read; a browser has them all.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= NoopResizeObserver;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

/** Renders `ui` under the package's react-intl provider, in English unless told. */
export function renderInUi(ui: ReactNode, locale = 'en'): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <OpsIntlProvider locale={locale}>{children}</OpsIntlProvider>
    ),
  });
}
