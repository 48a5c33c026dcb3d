// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Select, type SelectOption } from './Select';

type Environment = 'dev' | 'uat' | 'stage' | 'release';
const environments: SelectOption<Environment>[] = [
  { value: 'dev', label: 'Development' },
  { value: 'uat', label: 'Acceptance' },
  { value: 'stage', label: 'Staging', disabled: true },
  { value: 'release', label: 'Production' },
];
const select = () => screen.getByRole<HTMLSelectElement>('combobox');

describe('Select', () => {
  it('is labelled by its label', () => {
    renderInUi(<Select label="Environment" options={environments} />);
    expect(screen.getByRole('combobox', { name: 'Environment' })).toBeTruthy();
  });

  it('lists its options in order, the placeholder not among them', () => {
    renderInUi(<Select label="Environment" options={environments} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Development',
      'Acceptance',
      'Staging',
      'Production',
    ]);
  });

  it('shows the placeholder in the current language while nothing is chosen', () => {
    renderInUi(<Select label="环境" options={environments} />, 'zh-CN');
    expect(select().selectedOptions[0]?.textContent).toBe('请选择');
  });

  it('shows a placeholder of its own', () => {
    renderInUi(<Select label="Environment" options={environments} placeholder="All environments" />);
    expect(select().selectedOptions[0]?.textContent).toBe('All environments');
  });

  it('reports the chosen value', async () => {
    const onValueChange = vi.fn();
    renderInUi(<Select label="Environment" options={environments} onValueChange={onValueChange} />);
    await userEvent.selectOptions(select(), 'Acceptance');
    expect(onValueChange).toHaveBeenCalledWith('uat');
  });

  it('does not offer a disabled option', () => {
    renderInUi(<Select label="Environment" options={environments} />);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Staging' }).disabled).toBe(true);
  });

  it('goes back to no choice with the clear button', async () => {
    const onValueChange = vi.fn();
    renderInUi(
      <Select
        label="Environment"
        options={environments}
        defaultValue="dev"
        clearable
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect([select().value, onValueChange.mock.lastCall?.[0], document.activeElement === select()]).toEqual([
      '',
      null,
      true,
    ]);
  });

  it('offers the clear button only when something is chosen', () => {
    renderInUi(<Select label="Environment" options={environments} clearable />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<Environment | null>('dev');
      return (
        <>
          <Select label="Environment" options={environments} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('release')}>
            Production
          </button>
        </>
      );
    }
    renderInUi(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Production' }));
    expect(select().value).toBe('release');
  });

  it('is invalid and described by its error', () => {
    renderInUi(<Select label="Environment" options={environments} error="Choose an environment" />);
    expect(select().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends its value in a form under its name', async () => {
    renderInUi(
      <form aria-label="deploy">
        <Select label="Environment" name="environment" options={environments} defaultValue="uat" />
      </form>,
    );
    expect(new FormData(screen.getByRole<HTMLFormElement>('form')).get('environment')).toBe('uat');
  });
});
