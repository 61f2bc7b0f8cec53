import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../i18n/language';
import { InstallStepsDialog } from './install-steps-dialog';

/** Latin words the steps keep in every language: the browsers' and phones' names. */
const NAMES = new Set(['Android', 'Chrome', 'iPhone', 'Safari']);

describe('the steps to install the app', () => {
  it.each([
    ['hi', 'ऐप इंस्टॉल करें', 'ठीक है'],
    ['mr', 'ॲप इन्स्टॉल करा', 'ठीक आहे'],
  ])(
    'are written in %s, the menu items the player taps included, and close with OK',
    async (code, install, ok) => {
      await act(() => speak(code));
      render(<InstallStepsDialog open onClose={() => {}} />);
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent(install);
      const english = (dialog.textContent ?? '').match(/[A-Za-z]+/g)!.filter((w) => !NAMES.has(w));
      expect(english).toEqual([]);
      // Not the market's close session (क्लोज): the catalogue's "Close" is that.
      expect(within(dialog).getByRole('button')).toHaveTextContent(ok);
    },
  );
});
