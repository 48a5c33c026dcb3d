// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { HttpClient } from '@opsdesk/http';
import { describe, expect, it, vi } from 'vitest';
import { PickersContextProvider, usePickersContext } from './PickersContext';

// An app with its own providers loads @opsdesk/ui's texts itself: this provider must import none.
vi.mock('@opsdesk/ui', () => {
  throw new Error('PickersContextProvider loaded @opsdesk/ui');
});

function Scope() {
  const { scope, scopeKey } = usePickersContext();
  return <span>{`${scope.tenantId ?? ''} ${String(scope.companyMode)} ${scopeKey}`}</span>;
}

describe('PickersContextProvider', () => {
  it('gives the pickers their client and scope without @opsdesk/ui', () => {
    const http = {} as HttpClient;
    render(
      <PickersContextProvider http={http} scope={{ tenantId: 7, companyMode: true }}>
        <Scope />
      </PickersContextProvider>,
    );
    expect(screen.getByText(/^7 true /)).toBeTruthy();
  });
});
