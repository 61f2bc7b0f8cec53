import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { speak } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';

describe('Withdraw Funds in Hindi and Marathi', () => {
  it.each([
    ['mr', 'रक्कम', 'आता पैसे काढा', 'कृपया पेमेंटची पद्धत निवडा'],
    ['hi', 'राशि', 'अभी निकालें', 'कृपया भुगतान का तरीका चुनें'],
  ])(
    '%s: says under the method select that one must be chosen',
    async (code, amount, withdrawNow, chooseOne) => {
      const sandbox = await openSandbox();
      await sandbox.signIn();
      await act(() => speak(code));
      renderApp('/withdraw');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(amount), '600');
      await user.click(screen.getByRole('button', { name: withdrawNow }));
      expect(await screen.findByText(chooseOne)).toBeInTheDocument();
      expect(screen.queryByText('Please select a payment method')).toBeNull();
    },
  );
});
