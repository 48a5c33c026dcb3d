import { useId } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import type { ColumnPin } from './types';
import type { ColumnSettingsState } from './useColumnSettings';

export interface ColumnSettingsPanelProps<Row> {
  /** What `useColumnSettings` returns for the table. */
  readonly settings: ColumnSettingsState<Row>;
}

const Panel = styled.div`
  display: grid;
  gap: ${tokens['space-2']};
  min-width: 280px;
  padding: ${tokens['space-3']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-sm']};

  h2 {
    margin: 0;
    font-size: ${tokens['font-size-md']};
    font-weight: ${tokens['font-weight-bold']};
  }
  ol {
    display: grid;
    gap: ${tokens['space-1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${tokens['space-2']};
  }
  li[data-state='hidden'] label {
    color: ${tokens['color-text-muted']};
  }
  label {
    display: inline-flex;
    flex: 1;
    align-items: center;
    gap: ${tokens['space-2']};
    min-width: 0;
  }
  input {
    margin: 0;
    accent-color: ${tokens['color-primary']};
  }
  button,
  select {
    box-sizing: border-box;
    height: ${tokens['control-height-sm']};
    min-width: ${tokens['control-height-sm']};
    border: 1px solid ${tokens['color-border-strong']};
    border-radius: ${tokens['radius-sm']};
    background: ${tokens['color-surface']};
    color: ${tokens['color-text']};
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    color: ${tokens['color-text-disabled']};
    border-color: ${tokens['color-border']};
    cursor: not-allowed;
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
  .ops-dt-settings-alert {
    padding: ${tokens['space-2']} ${tokens['space-3']};
    border-radius: ${tokens['radius-sm']};
    background: ${tokens['color-danger-subtle']};
    color: ${tokens['color-danger']};
  }
  .ops-dt-settings-reset {
    justify-self: start;
    padding: 0 ${tokens['space-3']};
  }
`;

/** Shows, hides, orders and pins a table's columns; shows the alert when they cannot be saved. */
export function ColumnSettingsPanel<Row>({ settings }: ColumnSettingsPanelProps<Row>) {
  const text = useUiText();
  const titleId = useId();
  const { entries, storageError } = settings;
  return (
    <Panel role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{text('ui.dataTable.columnSettings')}</h2>
      {storageError ? (
        <div className="ops-dt-settings-alert" role="alert" data-state={storageError.kind}>
          {text(storageError.messageId)}
        </div>
      ) : null}
      <ol>
        {entries.map((entry, index) => (
          <li key={entry.id} data-state={entry.visible ? 'visible' : 'hidden'}>
            <label>
              <input
                type="checkbox"
                checked={entry.visible}
                aria-label={text('ui.dataTable.showColumn', { column: entry.label })}
                onChange={(event) => settings.setVisible(entry.id, event.currentTarget.checked)}
              />
              <span aria-hidden="true">{entry.label}</span>
            </label>
            <button
              type="button"
              aria-label={text('ui.dataTable.moveUp', { column: entry.label })}
              disabled={index === 0}
              onClick={() => settings.move(entry.id, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={text('ui.dataTable.moveDown', { column: entry.label })}
              disabled={index === entries.length - 1}
              onClick={() => settings.move(entry.id, 1)}
            >
              ↓
            </button>
            <select
              aria-label={text('ui.dataTable.pinColumn', { column: entry.label })}
              value={entry.pin ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                settings.setPin(entry.id, value === '' ? undefined : (value as ColumnPin));
              }}
            >
              <option value="">{text('ui.dataTable.pinNone')}</option>
              <option value="left">{text('ui.dataTable.pinLeft')}</option>
              <option value="right">{text('ui.dataTable.pinRight')}</option>
            </select>
          </li>
        ))}
      </ol>
      <button type="button" className="ops-dt-settings-reset" onClick={settings.reset}>
        {text('ui.dataTable.resetColumns')}
      </button>
    </Panel>
  );
}
