import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
// For its cleanup and the browser parts jsdom lacks (ResizeObserver, pointer capture).
import '../../../test/renderInUi';
import { DirectoryIntl } from './DirectoryIntl';

// The dialogs render a few hundred styled elements: on a loaded machine jsdom needs more than the
// default second to show an answer (the fixtures answer at once; only rendering is waited for).
configure({ asyncUtilTimeout: 4000 });

/** Renders `ui` with the package's messages and this directory's, in English unless told. */
export function renderInDirectory(ui: ReactNode, locale = 'en'): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <DirectoryIntl locale={locale}>{children}</DirectoryIntl>
    ),
  });
}
