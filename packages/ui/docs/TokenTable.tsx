import { tokens } from '../src/theme';

const swatch = (value: string) => ({
  display: 'inline-block',
  width: 20,
  height: 20,
  borderRadius: 4,
  border: '1px solid var(--ops-color-border)',
  background: value,
  verticalAlign: 'middle',
});

/** Every design token with its CSS custom property, live in the current theme and density. */
export function TokenTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', padding: '4px 0' }}>Design tokens</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            token
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            CSS
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            sample
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>{name.startsWith('color-') ? <span aria-hidden="true" style={swatch(value)} /> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
