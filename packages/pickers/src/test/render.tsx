import type { HttpClient } from '@opsdesk/http';
import { OpsIntlProvider } from '@opsdesk/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PickersProvider } from '../react/PickersProvider';

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

export interface RenderWithPickersOptions {
  readonly http?: HttpClient;
  readonly locale?: string;
  readonly tenantId?: number;
  /** `false`: the test renders its own PickersProvider. */
  readonly provider?: boolean;
}

/** Renders `ui` under react-intl and, unless told otherwise, a PickersProvider. */
export function renderWithPickers(ui: ReactNode, options: RenderWithPickersOptions = {}): RenderResult {
  const { http = {} as HttpClient, locale = 'en', tenantId, provider = true } = options;
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <OpsIntlProvider locale={locale}>
        {provider ? (
          <PickersProvider http={http} scope={{ tenantId }}>
            {children}
          </PickersProvider>
        ) : (
          children
        )}
      </OpsIntlProvider>
    ),
  });
}
