import { afterEach, describe, expect, it } from 'vitest';
import { speak } from './language';
import { providerText } from './provider-texts';
import { translateRule } from './use-texts';

afterEach(() => speak('en'));

describe("the provider's texts the app knows", () => {
  it('are shown in the language spoken: passbook notes, their bid types and sessions', async () => {
    await speak('mr');
    expect(providerText('Bid Placed For KALYAN(Single Digit)')).toBe(
      'KALYAN (सिंगल अंक) वर बोली लावली',
    );
    // A Starline or Gali note names the slot's time, which stays as it is.
    expect(providerText('Bid Placed For DEMO STARLINE(10:00 AM)')).toBe(
      'DEMO STARLINE (10:00 AM) वर बोली लावली',
    );
    // The market's own name may end in words of a bid type: the label is read from the end.
    expect(providerText('Win: DEMO MAIN Single Pana 128 (Open)')).toBe(
      'विजय: DEMO MAIN सिंगल पाना 128 (ओपन)',
    );
    expect(providerText('Win: DISAWAR Jodi Digit 42')).toBe('विजय: DISAWAR जोडी अंक 42');
    expect(providerText('Amount Transfer To Asha')).toBe('Asha यांना रक्कम ट्रान्सफर केली');
    expect(providerText('Result reverted: Win: KALYAN Single Digit 5 (Close)')).toBe(
      'निकाल मागे घेतला: विजय: KALYAN सिंगल अंक 5 (क्लोज)',
    );
  });

  it("and its fixed messages, trailing spaces and all; an unknown text keeps the provider's words", async () => {
    await speak('hi');
    expect(translateRule('Account not found ')).toBe('खाता नहीं मिला');
    expect(translateRule('Google Pay Number successfully register.')).toBe(
      'Google Pay नंबर सफलतापूर्वक दर्ज हो गया।',
    );
    expect(providerText('Something the provider says')).toBe('Something the provider says');
  });

  it('read as they came in English', async () => {
    await speak('en');
    expect(providerText('Win: KALYAN Single Digit 5 (Open)')).toBe(
      'Win: KALYAN Single Digit 5 (Open)',
    );
  });
});
