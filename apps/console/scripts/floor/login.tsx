// The libraries the login page cannot do without, doing the least: what a login budget must hold
// before any code of OpsDesk (see scripts/stackFloor.ts). axios is not one of them: @opsdesk/http
// loads it with the first request (the login itself), after the page shows.
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import styled from 'styled-components';

const Box = styled.div`
  color: red;
`;
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <IntlProvider locale="en" messages={{ hello: 'Hello {name}' }}>
      <Box>
        <FormattedMessage id="hello" values={{ name: 'floor' }} />
      </Box>
    </IntlProvider>,
  );
