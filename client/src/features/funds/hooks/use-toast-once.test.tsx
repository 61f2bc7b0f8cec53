/** The "UPI added" toast /imp7 is opened with: shown once, and its history entry replaced. */
import { act, render, screen } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { toastAccount } from '../../../components/toast';
import { useUpiAddedToast } from './use-toast-once';

/** The wallet's navigate, as its buttons would use it. */
const wallet: { go?: ReturnType<typeof useNavigate> } = {};

function Wallet() {
  useUpiAddedToast();
  const navigate = useNavigate();
  useEffect(() => {
    wallet.go = navigate;
  }, [navigate]);
  return <p>Wallet</p>;
}

const renderAt = (entries: { pathname: string; state?: unknown }[]) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/imp7" element={<Wallet />} />
          <Route path="/otpwithdraw" element={<p>Verify</p>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );

it('shows once, even where React runs effects twice, and Back does not show it again', async () => {
  const success = vi.spyOn(toastAccount, 'success');
  renderAt([{ pathname: '/otpwithdraw' }, { pathname: '/imp7', state: { upiAdded: 'Added' } }]);
  expect(success).toHaveBeenCalledExactlyOnceWith('Added');
  // The entry that carried it was replaced: Back leaves the wallet.
  await act(() => wallet.go!(-1));
  expect(screen.getByText('Verify')).toBeInTheDocument();
  expect(success).toHaveBeenCalledOnce();
});

it('shows when the message comes to a wallet already open', async () => {
  const success = vi.spyOn(toastAccount, 'success');
  renderAt([{ pathname: '/imp7' }]);
  expect(success).not.toHaveBeenCalled();
  await act(() => wallet.go!('/imp7', { state: { upiAdded: 'Added' } }));
  expect(success).toHaveBeenCalledExactlyOnceWith('Added');
});
