import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../i18n/language';
import { toastAccount } from './toast';
import ToastHost from './toast-host';

describe('the toasts', () => {
  it('are named by the app, not the library: the region and each close button, in English', async () => {
    render(<ToastHost />);
    toastAccount.error('Network Error');
    const shown = await screen.findByRole('alert');
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it("and in the player's language, with nothing left in the library's English", async () => {
    await act(() => speak('mr'));
    const { container } = render(<ToastHost />);
    toastAccount.error('Network Error');
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent('नेटवर्क त्रुटी');
    expect(screen.getByRole('region', { name: 'सूचना (Alt+T)' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'सूचना बंद करा' })).toBeInTheDocument();
    // The library's timer ('notification timer') is drawn, hidden from screen readers.
    expect(container.querySelector('[role="progressbar"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const names = [...container.querySelectorAll('[aria-label]')].map((element) =>
      element.closest('[aria-hidden="true"]') ? '' : element.getAttribute('aria-label'),
    );
    expect(names.filter(Boolean).sort()).toEqual(['सूचना (Alt+T)', 'सूचना बंद करा']);
  });
});
