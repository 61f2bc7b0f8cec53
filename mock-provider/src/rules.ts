/**
 * @panna/mock-provider/rules: the simulator's limits and the messages it refuses with, for suites
 * that check them from outside (the reliability suite) without reaching into its modules.
 */
export { DEV_APP_KEY } from './config';
export { CLOCK_RANGE, MAX_SPEED } from './contract/clock-range';
export { MAX_BALANCE } from './contract/limits';
export { BalanceLimitExceeded } from './domain/ledger';
export { ACCESS_MESSAGES } from './domain/users';
export { ACCOUNT_MESSAGES, LOGIN_RULES } from './domain/player/account-messages';
export { BIDDING_MESSAGES } from './domain/player/bid-checks';
export { COMBINATION_MESSAGES } from './domain/player/pana-combinations';
export { LEDGER_VIEW_MESSAGES } from './domain/player/ledger-views';
export { EXTRA_MESSAGES } from './domain/player/extras';
export { REFUSAL_REASONS as REFUSED_MESSAGES } from '@panna/shared';
export { FUNDS_MESSAGES } from './domain/player/funds';
export { TRANSFER_REFUSALS } from './domain/player/transfers';
export { WITHDRAW_REFUSALS } from './domain/player/withdrawals';
export { OTP_RULES } from './domain/player/otp';
export { RATE_LIMITS } from './contract/settings-schema';
export { JOURNAL_MAX_BYTES } from './domain/control/journal';
export { MAX_OVERRIDE_ANSWER_BYTES, MAX_OVERRIDES } from './contract/limits';
export { OVERRIDE_MESSAGES } from './domain/control/overrides';
export { BODY_LIMIT_BYTES, JSON_DEPTH_LIMIT, JSON_LIMIT_MESSAGES } from './json-limits';
export { maskToken } from './domain/control/journal-bodies';
export { GUARD_MESSAGES } from './contract/guard-messages';
export { FILE_RESERVE, FILES_PER_WORLD, fileBudget } from './worlds/file-budget';
export { WORLD_MESSAGES } from './worlds/world';
export { OUT_OF_FILES_MSG } from './errors';
export { UPSTREAM_ANSWER_LIMIT } from './proxy/forward';
export { NOT_FORWARDED_MSG } from './proxy/forwarded-url';
export { MAX_TLS_FILE_BYTES, readTlsFiles } from './tls-files';
