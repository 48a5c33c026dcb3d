/**
 * The page DataTable.browser.test.ts drives in Chromium: a wide table (12 columns, a pinned
 * action column) in a container of a given width, mounted through `window.opsTableLayout`.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { OpsIntlProvider } from '../../../../i18n/intl';
import { ThemeProvider } from '../../../../theme';
import { DataTable } from '../../DataTable';
import { wideTableColumns, makeWideRecords, type WideRecord } from '../wideTable';

export interface MountOptions {
  /** The container's width in pixels. */
  readonly width: number;
  readonly rows?: number;
  /** A checkbox column, pinned left. */
  readonly selectable?: boolean;
  /** The scroll area's height: it scrolls down too, with a vertical scroll bar. */
  readonly height?: number;
}

const root = createRoot(document.getElementById('root') as HTMLElement);

/** Renders a fresh table (scrolled to the start) in a container `width` pixels wide. */
function mount({ width, rows = 20, selectable = false, height }: MountOptions): void {
  flushSync(() => root.render(null));
  flushSync(() =>
    root.render(
      <ThemeProvider>
        <OpsIntlProvider locale="en">
          <div style={{ width, padding: 0 }}>
            <DataTable<WideRecord>
              label="Tenants"
              columns={wideTableColumns}
              rows={makeWideRecords(rows)}
              getRowId={(row) => row.id}
              {...(height === undefined ? {} : { height })}
              {...(selectable ? { selectedRowIds: [], onSelectedRowIdsChange: () => undefined } : {})}
            />
          </div>
        </OpsIntlProvider>
      </ThemeProvider>,
    ),
  );
}

declare global {
  interface Window {
    opsTableLayout?: { readonly mount: (options: MountOptions) => void };
  }
}

window.opsTableLayout = { mount };
