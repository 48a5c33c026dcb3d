import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
// For its cleanup and the browser parts jsdom lacks (ResizeObserver, pointer capture).
import '../../../test/renderInUi';
import { PersonalIntl } from './PersonalIntl';

/** Renders `ui` with the package's messages and this directory's, in English unless told. */
export function renderPersonal(ui: ReactNode, locale = 'en'): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <PersonalIntl locale={locale}>{children}</PersonalIntl>
    ),
  });
}
