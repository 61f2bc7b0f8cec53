/** LOGOUT: the session, its password hash and its cached data go, and Back cannot return. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { expect, it } from 'vitest';
import { PASSWORD_HASH_KEY, saveCredentials, sessionToken } from './storage';
import { useLogout } from './use-logout';

function Wallet() {
  const logout = useLogout();
  return <button onClick={logout}>LOGOUT</button>;
}

function Login() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

it('clears the session and the cache, opens /login in place of the screen, so Back skips it', async () => {
  saveCredentials({ username: 'Demo', token: 'tok-1', mobile: '9876543210' });
  localStorage.setItem(PASSWORD_HASH_KEY, '{}');
  const client = new QueryClient();
  client.setQueryData(['provider', 'api-get-dashboard-data', 'tok-1'], { wallet_amt: '10' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/welcome', '/imp7']} initialIndex={1}>
        <Routes>
          <Route path="/welcome" element={<p>Welcome</p>} />
          <Route path="/imp7" element={<Wallet />} />
          <Route path="/login" element={<Login />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => screen.getByRole('button', { name: 'LOGOUT' }).click());
  expect(sessionToken()).toBe('');
  expect(localStorage.getItem(PASSWORD_HASH_KEY)).toBeNull();
  expect(client.getQueryCache().getAll()).toHaveLength(0);
  await act(async () => screen.getByRole('button', { name: 'Back' }).click());
  expect(screen.getByText('Welcome')).toBeInTheDocument();
});
