import { OpsIntlProvider, ToastProvider } from '@opsdesk/ui';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { messagesIn } from '../../i18n/signedIn';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The lazy parts load on first use: the first one in a file waits for Vitest to transform its
// modules, which on a loaded machine takes longer than Testing Library's default second.
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

const english = messagesIn('en');

/** Renders `ui` with the signed-in console's English texts (the packages' too) and its toasts. */
export function renderInConsole(ui: ReactNode, wrap?: (children: ReactNode) => ReactNode): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <OpsIntlProvider locale="en" messages={english}>
        <ToastProvider>{wrap ? wrap(children) : children}</ToastProvider>
      </OpsIntlProvider>
    ),
  });
}
