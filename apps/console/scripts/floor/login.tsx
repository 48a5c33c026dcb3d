// The libraries the login page cannot do without, doing the least: what a login budget must hold
// before any code of OpsDesk (see scripts/stackFloor.ts).
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import styled from 'styled-components';

const Box = styled.div`
  color: red;
`;
void axios
  .create({ baseURL: '/' })
  .get('/')
  .catch(() => undefined);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <IntlProvider locale="en" messages={{ hello: 'Hello {name}' }}>
      <Box>
        <FormattedMessage id="hello" values={{ name: 'floor' }} />
      </Box>
    </IntlProvider>,
  );
