/** Renders the whole app (the real route table, providers, toasts) at one location. */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { buildRoutes } from '../app/router';
import { resetSocialData } from '../lib/api/social-data';
import { createQueryClient } from '../lib/query-client';

export interface At {
  pathname: string;
  /** `?market=12`: a location as a typed URL or a reload gives it. */
  search?: string;
  state?: unknown;
}

/** `at`: a location, or a URL (`/single?market=12`); `client`: a cache filled beforehand. */
export function renderApp(at: At | string, client = createQueryClient()) {
  resetSocialData();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [at] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}
