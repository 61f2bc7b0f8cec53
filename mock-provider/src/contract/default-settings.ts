import { defaultRatesOf, type MarketKind, type RatePair } from '@panna/shared';
import { DEFAULT_PROFILE, type Profile } from './profiles';

/**
 * Everything about the provider that QA may change at run time. Stored as JSON per key in the
 * `settings` table (so snapshots and sandboxes carry it); unset keys take these defaults.
 */
export const DEFAULT_SETTINGS = {
  /** "1" UPI and QR, "2" UPI only, "3" QR only. */
  gatewayStatus: '1',
  minDeposit: 100,
  maxDeposit: 50_000,
  minWithdrawal: 500,
  maxWithdrawal: 50_000,
  minTransfer: 100,
  maxTransfer: 50_000,
  withdrawOpenTime: '10:00 AM',
  withdrawCloseTime: '06:00 PM',
  transferPointStatus: '1',
  withdrawStatus: '1',
  /** Headline ids 1 (home), 2 (add funds), 3 (other): shown when status is "1". */
  headlines: {
    '1': { status: '1', notes: 'Welcome to Panna. Results are declared on time, every day.' },
    '2': {
      status: '1',
      notes: 'Deposits made by UPI are credited after approval, usually within minutes.',
    },
    '3': { status: '1', notes: 'Withdrawals are paid to your UPI number during withdraw hours.' },
  } as Record<string, { status: string; notes: string }>,
  /** Paths under the mock's own host; answered as absolute URLs. */
  sliders: ['/static/slider-1.svg', '/static/slider-2.svg', '/static/slider-3.svg'],
  /** Each market's game_rates, keyed and defaulted by the bid-type catalogue. */
  rates: {
    main: defaultRatesOf('main'),
    starline: defaultRatesOf('starline'),
    gali: defaultRatesOf('gali'),
  } as Record<MarketKind, Record<string, RatePair>>,
  /** mobile_no is the chat (WhatsApp) number, mobile_1 the call number. */
  support: { mobile_no: '919876500001', mobile_1: '9876500002', telegram_no: '9876500003' },
  /** The contact page's e-mails and social links (api-get-contact-details); "" hides one. */
  contacts: {
    email_1: 'support@panna.invalid',
    email_2: '',
    facebook: '',
    twitter: '',
    youtube: '',
    google_plus: '',
    instagram: '',
  },
  /**
   * The app-version row the dashboard answers: the versions the Android apps compare theirs with,
   * and their update pop-up (shown only to an app older than user_current_version). app_date is
   * YYYY-MM-DD or "".
   */
  appVersion: {
    user_current_version: '1',
    user_minimum_version: '1',
    pop_status: '0',
    message: '',
    link: '',
    link_btn_text: '',
    action_type: '',
    action_btn_text: '',
    app_date: '',
  },
  /** "0" hides the wallet and money screens of the Android apps for everyone (dashboard). */
  globalBettingStatus: '1',
  /** real: answers as the real provider; strict: also refuses what the protocol forbids (profile.ts). */
  profile: DEFAULT_PROFILE as Profile,
  upiId: 'panna.demo@upi',
  payeeName: 'Panna Demo',
  bank: {
    upi_payment_id: 'panna.demo@upi',
    google_upi_payment_id: 'panna.gpay@okaxis',
    phonepay_upi_payment_id: 'panna.phonepe@ybl',
    ac_holder_name: 'Panna Demo Services',
    account_number: '000111222333',
    ifsc_code: 'DEMO0000001',
  },
  howToPlay: {
    html:
      '<p>1. Sign in and open a market that shows <b>Market is open</b>.</p>' +
      '<p>2. Choose a bid type: Single Digit, Jodi, Pana or Sangam.</p>' +
      '<p>3. Enter your number and points, then press Proceed.</p>' +
      '<p>4. Check the list and press Submit to confirm.</p>' +
      '<p>5. Results are declared at the close time; winnings go to your wallet.</p>',
    videoLink: 'https://example.invalid/how-to-play',
  },
  rules: {
    deposit:
      'Minimum deposit is 100 points.\nDeposits are credited after the payment is verified.\nKeep the UPI reference of every payment.',
    withdrawal:
      'Minimum withdrawal is 500 points.\nWithdrawals are processed between 10:00 AM and 06:00 PM.\nThe amount is paid to your registered UPI number.',
  },
  welcomeBonus: 0,
  /** Results declared at each scheduled time (domain/control/auto-results.ts); cursor: caught up to. */
  autoResults: { enabled: false, seed: 1, cursor: 0 },
};

export type Settings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof Settings;
