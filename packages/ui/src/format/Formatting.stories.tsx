import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { useDayjsLocale } from './useDayjsLocale';
import { useFormat } from './useFormat';

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${tokens['font-size-md']};
  th,
  td {
    padding: ${tokens['space-2']} ${tokens['space-3']};
    border-bottom: 1px solid ${tokens['color-border']};
    text-align: left;
  }
  th {
    color: ${tokens['color-text-muted']};
    font-weight: ${tokens['font-weight-medium']};
  }
  code {
    font-family: ${tokens['font-family-mono']};
  }
`;

const moment = new Date(2024, 2, 5, 14, 7, 9);
const now = new Date(2024, 2, 5, 17, 7, 9);

/** What the helpers of `useFormat` and `useDayjsLocale` show in the interface language. */
function FormattingSample() {
  const format = useFormat();
  const dateLocale = useDayjsLocale({ regional: '' });
  const rows: [string, string][] = [
    ['format.money(1234567.8)', format.money(1234567.8)],
    ["format.money(1234.5, { currency: 'CNY' })", format.money(1234.5, { currency: 'CNY' })],
    ['format.number(12345.6789)', format.number(12345.6789)],
    ['format.date(…)', format.date(moment)],
    ['format.dateTime(…)', format.dateTime(moment)],
    ['format.fileSize(3145728)', format.fileSize(3145728)],
    ['format.relativeTime(…, now)', format.relativeTime(moment, now)],
    ['useDayjsLocale()', dateLocale],
    ["dayjs().locale(…).format('MMMM dddd')", dayjs(moment).locale(dateLocale).format('MMMM dddd')],
  ];
  return (
    <Table>
      <tbody>
        {rows.map(([call, shown]) => (
          <tr key={call}>
            <th scope="row">
              <code>{call}</code>
            </th>
            <td>{shown}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const meta = {
  title: 'Packages/ui/Formatting',
  component: FormattingSample,
} satisfies Meta<typeof FormattingSample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English: thousands separators and 2 decimals, YYYY-MM-DD and YYYY-MM-DD HH:mm:ss. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567.80')).toBeTruthy();
    await expect(canvas.getByText('2024-03-05 14:07:09')).toBeTruthy();
    await expect(canvas.getByText('3 hours ago')).toBeTruthy();
  },
};

/** Simplified Chinese: the date locale is zh-cn. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('zh-cn')).toBeTruthy();
    await expect(canvas.getByText('三月 星期二')).toBeTruthy();
  },
};

/** Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 時間前')).toBeTruthy();
  },
};

/** Italian: the locale's separators; dayjs keeps English (no Italian bundle in the spec). */
export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.234.567,80')).toBeTruthy();
  },
};
