// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Textarea } from './Textarea';

const textarea = () => screen.getByRole<HTMLTextAreaElement>('textbox');

describe('Textarea', () => {
  it('is labelled by its label', () => {
    renderInUi(<Textarea label="Opinion" />);
    expect(screen.getByRole('textbox', { name: 'Opinion' })).toBeTruthy();
  });

  it('shows used/limit', async () => {
    renderInUi(<Textarea label="Opinion" limit={10} />);
    await userEvent.type(textarea(), 'abc');
    expect(screen.getByText('3/10')).toBeTruthy();
  });

  it('takes the spec preset: a sign-off opinion holds 500 characters', () => {
    renderInUi(<Textarea label="Opinion" limit="signOffOpinion" />);
    expect(screen.getByText('0/500')).toBeTruthy();
  });

  it('takes the spec preset: a reply opinion holds 200 characters', () => {
    renderInUi(<Textarea label="Reply" limit="replyOpinion" />);
    expect(screen.getByText('0/200')).toBeTruthy();
  });

  it('takes the spec preset: an address holds 100 characters', () => {
    renderInUi(<Textarea label="Address" limit="address" />);
    expect(screen.getByText('0/100')).toBeTruthy();
  });

  it('counts Chinese characters as one each', async () => {
    renderInUi(<Textarea label="意见" limit={500} />);
    await userEvent.click(textarea());
    await userEvent.paste('同意报销');
    expect(screen.getByText('4/500')).toBeTruthy();
  });

  it('refuses typing past the limit and keeps what was typed', async () => {
    renderInUi(<Textarea label="Opinion" limit={5} />);
    await userEvent.type(textarea(), 'abcdefgh');
    expect(textarea().value).toBe('abcde');
  });

  it('keeps what fits of a paste past the limit', async () => {
    renderInUi(<Textarea label="Opinion" limit={6} defaultValue="同意" />);
    await userEvent.click(textarea());
    await userEvent.paste('报销审批通过');
    expect(textarea().value).toBe('同意报销审批');
  });

  it('keeps a controlled value within the limit', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Textarea
          label="Opinion"
          limit={3}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    renderInUi(<Controlled />);
    await userEvent.type(textarea(), 'abcdef');
    expect(textarea().value).toBe('abc');
  });

  it('does not call onChange for a keystroke it refuses', async () => {
    const onChange = vi.fn();
    renderInUi(<Textarea label="Opinion" limit={2} defaultValue="ab" onChange={onChange} />);
    await userEvent.type(textarea(), 'c');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('announces that the limit refused text', async () => {
    renderInUi(<Textarea label="Opinion" limit={2} />);
    await userEvent.type(textarea(), 'abc');
    expect(screen.getByText('The limit of 2 characters is reached; the rest was not entered')).toBeTruthy();
  });

  it('marks the count full at the limit', async () => {
    renderInUi(<Textarea label="Opinion" limit={2} />);
    await userEvent.type(textarea(), 'ab');
    expect(screen.getByText('2/2').parentElement?.dataset.state).toBe('full');
  });

  it('describes the field with the count in words, in the current language', () => {
    renderInUi(<Textarea label="意见" limit={200} defaultValue="同意" />, 'zh-CN');
    const countId = textarea().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(countId)?.textContent).toContain('已输入 2 字，上限 200 字');
  });

  it('lets an input method finish composing before applying the limit', () => {
    renderInUi(<Textarea label="意见" limit={3} defaultValue="同意" />);
    const element = textarea();
    fireEvent.compositionStart(element);
    fireEvent.change(element, { target: { value: '同意tongguo' } });
    const whileComposing = element.value;
    fireEvent.change(element, { target: { value: '同意通过' } });
    fireEvent.compositionEnd(element);
    expect([whileComposing, element.value]).toEqual(['同意tongguo', '同意通']);
  });

  it('is invalid and described by its error', () => {
    renderInUi(<Textarea label="Opinion" error="Write an opinion" />);
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
  });
});
