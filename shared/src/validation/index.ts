/** Form validation and the client's account and funds messages. */
export * from './messages';
export { hasErrors, isBlank, type FieldErrors } from './form';
export { PHONE_PATTERN, COUNTRY_CODE, isValidPhone, nationalNumber } from './phone';
export { parseAmount } from './amount';
export * from './otp';
export * from './account';
export * from './password';
export * from './upi';
export * from './transfer';
export * from './withdraw';
export * from './add-money';
