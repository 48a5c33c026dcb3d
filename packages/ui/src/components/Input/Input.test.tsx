// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Input } from './Input';

describe('Input', () => {
  it('is labelled by its label', () => {
    renderInUi(<Input label="Tenant name" />);
    expect(screen.getByRole('textbox', { name: 'Tenant name' })).toBeTruthy();
  });

  it('keeps a hidden label for assistive technology', () => {
    renderInUi(<Input label="Search" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
  });

  it('is described by its description', () => {
    renderInUi(<Input label="E-mail" description="Used to sign in" />);
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBe(
      screen.getByText('Used to sign in').id,
    );
  });

  it('is invalid and described by its error', () => {
    renderInUi(<Input label="E-mail" description="Used to sign in" error="Enter an e-mail" />);
    const input = screen.getByRole('textbox');
    expect([input.getAttribute('aria-invalid'), input.getAttribute('aria-describedby')?.split(' ')]).toEqual([
      'true',
      [screen.getByText('Used to sign in').id, screen.getByText('Enter an e-mail').id],
    ]);
  });

  it('shows a clear button only once there is a value', async () => {
    renderInUi(<Input label="Name" clearable />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox'), 'abc');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('clears an uncontrolled value and puts the focus back in the input', async () => {
    renderInUi(<Input label="Name" clearable defaultValue="Acme" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const input = screen.getByRole<HTMLInputElement>('textbox');
    expect([input.value, document.activeElement === input]).toEqual(['', true]);
  });

  it('clears a controlled value through onChange and calls onClear', async () => {
    const onClear = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('Acme');
      return (
        <Input
          label="Name"
          clearable
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onClear={onClear}
        />
      );
    }
    renderInUi(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect([screen.getByRole<HTMLInputElement>('textbox').value, onClear.mock.calls.length]).toEqual(['', 1]);
  });

  it('offers no clear button when read-only', () => {
    renderInUi(<Input label="Name" clearable readOnly defaultValue="Acme" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('offers no clear button when disabled', () => {
    renderInUi(<Input label="Name" clearable disabled defaultValue="Acme" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('names its clear button in the current language', () => {
    renderInUi(<Input label="名称" clearable defaultValue="Acme" />, 'ja');
    expect(screen.getByRole('button', { name: 'クリア' })).toBeTruthy();
  });

  it('shows its prefix and suffix around the value', () => {
    renderInUi(<Input label="Host" prefix="https://" suffix=".example.com" />);
    const box = screen.getByRole('textbox').parentElement;
    expect(box?.textContent).toBe('https://.example.com');
  });

  it('does not take typing when read-only', async () => {
    renderInUi(<Input label="Code" readOnly defaultValue="1002" />);
    await userEvent.type(screen.getByRole('textbox'), '9');
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('1002');
  });

  it('marks its label when required', () => {
    renderInUi(<Input label="Name" required />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Name/ }).required).toBe(true);
  });
});
