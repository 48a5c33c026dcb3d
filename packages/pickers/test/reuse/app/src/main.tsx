// An internal tool outside the OpsDesk workspace: the tarballs of the packages and the three lines of setup.
import { createHttpClient, createMemoryTokenStore } from '@opsdesk/http';
import { PickersProvider, TenantPicker } from '@opsdesk/pickers';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const http = createHttpClient({
  baseURL: '',
  oauthClient: { clientId: 'opsdesk-console', clientSecret: 'opsdesk-console-secret' },
  tokenStore: createMemoryTokenStore(),
});
await http.login({ username: 'admin', password: 'OpsDesk#2026' });

function App() {
  const [tenantId, setTenantId] = useState<string | number | null>(null);
  return (
    <PickersProvider http={http} locale="en">
      <TenantPicker label="Tenant" value={tenantId} onChange={(value) => setTenantId(value)} />
      <p>Chosen tenant id: {tenantId ?? 'none'}</p>
    </PickersProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
