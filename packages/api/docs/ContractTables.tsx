import { useId, useState, type ReactNode } from 'react';
import {
  apiLocales,
  apiMessage,
  documentStatuses,
  operateCategoryMessages,
  resourceCatalogue,
  resourceNames,
  roleCodes,
  roles,
  statusLabel,
  translateValidationMessage,
  ValidationMessage,
  type ApiLocale,
} from '../src/index';

const cell = {
  padding: '4px 8px',
  borderBottom: '1px solid #d0d7de',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;
const code = { fontFamily: 'monospace' } as const;

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: readonly string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A locale picker above a table whose texts follow it. */
function WithLocale({ children }: { children: (locale: ApiLocale) => ReactNode }) {
  const [locale, setLocale] = useState<ApiLocale>('en');
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div>
        <label htmlFor={id}>Locale </label>
        <select id={id} value={locale} onChange={(event) => setLocale(event.target.value as ApiLocale)}>
          {apiLocales.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </div>
      {children(locale)}
    </div>
  );
}

/** Every document status code with its meaning and operate category, as `statusLabel` shows them. */
export function DocumentStatusTable() {
  return (
    <WithLocale>
      {(locale) => (
        <Table caption="Document statuses" head={['Code', 'Name', 'Meaning', 'Operate category']}>
          {documentStatuses.map((status) => (
            <tr key={status.code}>
              <td style={{ ...cell, ...code }}>{status.code}</td>
              <td style={{ ...cell, ...code }}>{status.name}</td>
              <td style={cell}>{statusLabel(status.code, locale)}</td>
              <td style={cell}>
                <span style={code}>{status.category}</span> (
                {apiMessage(operateCategoryMessages[status.category], locale)})
              </td>
            </tr>
          ))}
        </Table>
      )}
    </WithLocale>
  );
}

/** The roles and the authorities each bundles. */
export function RoleTable() {
  return (
    <Table caption="Roles" head={['Role', 'Every function', 'Own tenant only', 'Authorities']}>
      {roleCodes.map((role) => (
        <tr key={role}>
          <td style={{ ...cell, ...code }}>{role}</td>
          <td style={cell}>{roles[role].permitAll ? 'yes' : 'no'}</td>
          <td style={cell}>{roles[role].tenantBound ? 'yes' : 'no'}</td>
          <td style={{ ...cell, ...code }}>
            {roles[role].permitAll ? 'all' : roles[role].authorities.join(', ')}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Every resource of the generic resource API: its scope, permissions and fields. */
export function ResourceTable() {
  return (
    <Table caption="Resources" head={['Resource', 'Scope', 'Read', 'Write', 'Title', 'Fields']}>
      {resourceNames.map((name) => {
        const resource = resourceCatalogue[name];
        return (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={cell}>{resource.scope}</td>
            <td style={{ ...cell, ...code }}>{resource.permissions.read}</td>
            <td style={{ ...cell, ...code }}>{resource.permissions.write}</td>
            <td style={{ ...cell, ...code }}>{resource.title}</td>
            <td style={{ ...cell, ...code }}>{Object.keys(resource.shape).join(', ')}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The validation message ids and their texts, as `translateValidationMessage` gives them. */
export function ValidationMessageTable() {
  return (
    <WithLocale>
      {(locale) => (
        <Table caption="Validation messages" head={['Message id', 'Text']}>
          {Object.values(ValidationMessage).map((id) => (
            <tr key={id}>
              <td style={{ ...cell, ...code }}>{id}</td>
              <td style={cell}>{translateValidationMessage(id, locale)}</td>
            </tr>
          ))}
        </Table>
      )}
    </WithLocale>
  );
}
