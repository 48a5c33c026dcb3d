// The libraries of the signed-in console, doing the least: the login page's plus the router and
// zod (the contract's schemas, which the shell loads alongside its first requests): what the shell
// budget must hold before any code of OpsDesk.
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod';

const Box = styled.div`
  color: red;
`;
const answer = z.object({ name: z.string().min(1), count: z.number().optional() });
void axios
  .create({ baseURL: '/' })
  .get('/')
  .then((response: { data: unknown }) => answer.parse(response.data))
  .catch(() => undefined);
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <Box>
        <FormattedMessage id="hello" values={{ name: 'floor' }} />
      </Box>
    ),
  },
]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <IntlProvider locale="en" messages={{ hello: 'Hello {name}' }}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
