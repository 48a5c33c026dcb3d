// The libraries of the signed-in console, doing the least: the login page's plus the router and
// zod/mini (the shell's answer schemas, which it loads alongside its first requests, are written
// with it): what the shell budget must hold before any code of OpsDesk.
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import * as z from 'zod/mini';

const Box = styled.div`
  color: red;
`;
const answer = z.object({ name: z.string().check(z.minLength(1)), count: z.optional(z.number()) });
void axios
  .create({ baseURL: '/' })
  .get('/')
  .then((response: { data: unknown }) => z.parse(answer, response.data))
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
