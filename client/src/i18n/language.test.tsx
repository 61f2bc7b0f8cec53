import { fireEvent, render, screen } from '@testing-library/react';
import { BID_MESSAGES } from '@panna/shared/bids';
import { LOGIN_MESSAGES } from '@panna/shared/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../components/language-switch';
import { renderApp } from '../test/render-app';
import { showBidDate, showProviderDate } from './dates';
import { formatPoints } from './format';
import { LANGUAGE_KEY, preferredLanguage, speak } from './language';
import { translate, translateRule } from './use-texts';

const browserLanguages = (...tags: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);

describe('the language chosen at the first visit', () => {
  afterEach(() => localStorage.clear());

  it('follows the browser: hi-IN gets Hindi, a language the app lacks gets the next one', () => {
    browserLanguages('hi-IN', 'en-GB');
    expect(preferredLanguage()).toBe('hi');
    browserLanguages('ta-IN', 'hi');
    expect(preferredLanguage()).toBe('hi');
    browserLanguages('fr-FR');
    expect(preferredLanguage()).toBe('en');
  });

  it("is the player's own choice once made", () => {
    browserLanguages('hi-IN');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(preferredLanguage()).toBe('en');
  });
});

describe('texts in Hindi', () => {
  it("translates the app's texts and shared's rules, values included, but not the provider's", async () => {
    await speak('hi');
    expect(translate('Sign In')).toBe('साइन इन करें');
    expect(translateRule(LOGIN_MESSAGES.phoneRequired)).toBe('फ़ोन नंबर ज़रूरी है!');
    expect(translateRule(BID_MESSAGES.digitInvalid('5x'))).toBe('नंबर 5x सही नहीं है।');
    expect(translateRule('Market is closed today')).toBe('Market is closed today');
    expect(translateRule(undefined)).toBeUndefined();
  });

  it('leaves English as the spec writes it', () => {
    expect(translate('Sign In')).toBe('Sign In');
    expect(translateRule(BID_MESSAGES.digitInvalid('5x'))).toBe('Number 5x is not valid.');
  });

  it('shows the login screen and its validation in Hindi', async () => {
    await speak('hi');
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'लॉगिन' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('फ़ोन नंबर ज़रूरी है!')).toBeInTheDocument();
  });
});

describe('the language switch', () => {
  it('speaks the chosen language at once and keeps the choice', async () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByText('भाषा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
  });
});

describe('dates', () => {
  it("keep the spec's English and write the month in Hindi", () => {
    expect(showBidDate('3-July-2024', 'en')).toBe('3-July-2024');
    expect(showBidDate('3-July-2024', 'hi')).toBe('3-जुलाई-2024');
  });

  it("read one way whichever way the provider printed them, the month in the player's language", () => {
    expect(showProviderDate('23 Nov 2026 12:04:35 PM', 'en')).toBe('23 Nov 2026, 12:04 PM');
    expect(showProviderDate('23 Nov 2026 12:04:35 PM', 'hi')).toBe('23 नव॰ 2026, 12:04 PM');
    // Main and Gali win times: a two-digit year, and no AM or PM, which is not made up.
    expect(showProviderDate('17 November 26 05:45', 'en')).toBe('17 Nov 2026, 05:45');
    expect(showProviderDate('07 Mar 2025 09:05:00 AM', 'mr')).toBe('7 मार्च, 2025, 09:05 AM');
    expect(showProviderDate('not a date', 'hi')).toBe('not a date');
  });
});

describe('numbers', () => {
  it('are grouped the Indian way, in Latin digits, in every language', () => {
    expect(formatPoints(10000, 'en')).toBe('₹ 10,000');
    expect(formatPoints(1234567, 'hi')).toBe('₹ 12,34,567');
    expect(formatPoints(1234567, 'mr')).toBe('₹ 12,34,567');
  });
});
