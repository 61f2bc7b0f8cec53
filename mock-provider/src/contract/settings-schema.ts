/**
 * The settings' schemas, built from their parts: the whole object as GET answers it, what QA may
 * set, and a PATCH (any subset, objects part by part). Rate tables come from the bid catalogue.
 */
import { rateKeysOf, type MarketKind } from '@panna/shared';
import { Type, type TProperties, type TSchema } from 'typebox';
import { MAX_BALANCE } from './limits';
import { PROFILES } from './profiles';

const strict = { additionalProperties: false } as const;
const Text = (maxLength = 500) => Type.String({ maxLength });
const Codes = (description: string, ...codes: string[]) =>
  Type.Union(
    codes.map((c) => Type.Literal(c)),
    { description },
  );
const Points = Type.Integer({ minimum: 0, maximum: MAX_BALANCE });
const ClockText = Type.String({ description: '12-hour India time: "10:00 AM"' });
/**
 * A rate's bounds: a win on the largest balance at the highest rate (MAX_BALANCE × 10^6) is still
 * an exact number. Real rates are "10 ka 95" up to "10 ka 100000".
 */
export const RATE_LIMITS = { stake: 1000, paid: 1_000_000 } as const;
const Rate = Type.Tuple(
  [
    Type.Integer({ minimum: 1, maximum: RATE_LIMITS.stake }),
    Type.Integer({ minimum: 0, maximum: RATE_LIMITS.paid }),
  ],
  { description: '[val_1 staked, val_2 paid]' },
);
const rateKeys = (...keys: string[]): TProperties =>
  Object.fromEntries(keys.map((key) => [key, Rate]));
const HeadlineId = Type.String({ pattern: '^[0-9]+$' });
/** An app version the Android apps read as a whole number once its dots are gone: "1", "2.1". */
const Version = Type.String({
  pattern: '^[0-9]{1,3}(\\.[0-9]{1,3}){0,2}$',
  description: '"1", "2.1": at most nine digits in all',
});

/** Settings made of named parts; a PATCH may send any subset of the parts (rates: of each table). */
const OBJECT_PARTS: Record<string, TProperties> = {
  support: { mobile_no: Text(20), mobile_1: Text(20), telegram_no: Text(40) },
  contacts: {
    email_1: Text(100),
    email_2: Text(100),
    facebook: Text(1000),
    twitter: Text(1000),
    youtube: Text(1000),
    google_plus: Text(1000),
    instagram: Text(1000),
  },
  appVersion: {
    user_current_version: Version,
    user_minimum_version: Version,
    pop_status: Codes('"1" shows the pop-up', '0', '1'),
    message: Text(1000),
    link: Text(1000),
    link_btn_text: Text(100),
    action_type: Text(20),
    action_btn_text: Text(100),
    app_date: Type.String({
      pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
      description: 'YYYY-MM-DD or ""',
    }),
  },
  bank: {
    upi_payment_id: Text(100),
    google_upi_payment_id: Text(100),
    phonepay_upi_payment_id: Text(100),
    ac_holder_name: Text(100),
    account_number: Text(40),
    ifsc_code: Text(20),
  },
  howToPlay: { html: Text(20_000), videoLink: Text(1000) },
  rules: { deposit: Text(5000), withdrawal: Text(5000) },
};
/** Each market's rate keys, from the bid-type catalogue. */
const RATE_TABLES: Record<MarketKind, TProperties> = {
  main: rateKeys(...rateKeysOf('main')),
  starline: rateKeys(...rateKeysOf('starline')),
  gali: rateKeys(...rateKeysOf('gali')),
};
const Headline = (parts: TProperties) => Type.Object(parts, strict);
const headlineParts = { status: Codes('"1" shown', '0', '1'), notes: Text(2000) };

const optional = (parts: TProperties): TProperties =>
  Object.fromEntries(Object.entries(parts).map(([key, schema]) => [key, Type.Optional(schema)]));

/** The plain settings, the same whole or patched. */
const SCALARS: TProperties = {
  gatewayStatus: Codes('"1" UPI and QR, "2" UPI only, "3" QR only', '1', '2', '3'),
  minDeposit: Points,
  maxDeposit: Points,
  minWithdrawal: Points,
  maxWithdrawal: Points,
  minTransfer: Points,
  maxTransfer: Points,
  withdrawOpenTime: ClockText,
  withdrawCloseTime: ClockText,
  transferPointStatus: Codes('"1" transfers allowed', '0', '1'),
  globalBettingStatus: Codes('"0" hides the money screens of the Android apps', '0', '1'),
  withdrawStatus: Codes('"1" withdrawals allowed', '0', '1'),
  sliders: Type.Array(Text(1000), {
    maxItems: 20,
    description: 'Image paths on the mock host or absolute URLs',
  }),
  profile: Codes(
    'real: answers as the real provider; strict: also refuses what the protocol forbids',
    ...PROFILES,
  ),
  upiId: Text(100),
  payeeName: Text(100),
  welcomeBonus: Points,
};

/** Every setting QA may change, whole. */
export const SETTABLE: TProperties = {
  ...SCALARS,
  headlines: Type.Record(HeadlineId, Headline(headlineParts), {
    description: 'By headline id: 1 home, 2 add funds, 3 other',
  }),
  rates: Type.Object(
    Object.fromEntries(
      Object.entries(RATE_TABLES).map(([kind, keys]) => [kind, Type.Object(keys, strict)]),
    ),
    strict,
  ),
  ...Object.fromEntries(
    Object.entries(OBJECT_PARTS).map(([key, parts]) => [key, Type.Object(parts, strict)]),
  ),
};

const AutoResults = Type.Object(
  { enabled: Type.Boolean(), seed: Type.Integer(), cursor: Type.Integer() },
  { description: 'Set through /__sim/auto-results' },
);

/** The whole settings object, as GET answers it (keys added later pass through). */
export const SettingsSchema: TSchema = Type.Object(
  { ...SETTABLE, autoResults: AutoResults },
  { additionalProperties: true },
);
export const SettableSchema = Type.Object(SETTABLE, { additionalProperties: true });

/** A PATCH body: any subset of the keys, and of the parts of object-valued keys. */
export const SettingsPatchSchema: TSchema = Type.Object(
  optional({
    ...SCALARS,
    headlines: Type.Record(HeadlineId, Headline(optional(headlineParts))),
    rates: Type.Object(
      Object.fromEntries(
        Object.entries(RATE_TABLES).map(([kind, keys]) => [
          kind,
          Type.Optional(Type.Object(optional(keys), strict)),
        ]),
      ),
      strict,
    ),
    ...Object.fromEntries(
      Object.entries(OBJECT_PARTS).map(([key, parts]) => [
        key,
        Type.Object(optional(parts), strict),
      ]),
    ),
  }),
  // Unknown keys are refused by the handler, naming every one of them.
  {
    additionalProperties: true,
    description: 'Any subset of the settings; objects merge part by part',
  },
);
