import { describe, it, expect } from 'vitest';
import * as messages from './messages';
import {
  ADD_MONEY_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  EMPTY_LIST_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  GENERIC_MESSAGES,
  LOGIN_MESSAGES,
  OTP_MESSAGES,
  PAYMENT_MESSAGES,
  REGISTER_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  TRANSFER_MESSAGES,
  WITHDRAW_MESSAGES,
  minWithdrawalMessage,
  minimumAddMessage,
  registrationErrorMessage,
} from './messages';

describe('message catalogue', () => {
  it('fills the templates', () => {
    expect(registrationErrorMessage('timeout')).toBe('Error registering: timeout');
    expect(minWithdrawalMessage(500)).toBe('Min amt is 500');
    expect(minimumAddMessage(300)).toBe('Minimum amount to add is 300');
  });

  it('keeps the account failure messages verbatim', () => {
    expect(REGISTER_MESSAGES.alreadyRegistered).toBe('User Already Registered');
    expect(LOGIN_MESSAGES.notRegistered).toBe('User Not Registered');
    expect(FORGOT_PASSWORD_MESSAGES.sendFailed).toBe('Failed to send OTP');
    expect(OTP_MESSAGES).toMatchObject({
      resendFailed: 'Failed to resend OTP. Please try again.',
      fetchFailed: 'Failed to fetch OTP',
      generateFailed: 'Failed to generate OTP',
      sendError: 'Error sending OTP',
    });
    expect(RESET_PASSWORD_MESSAGES).toMatchObject({
      success: 'Successfully updated password',
      updateFailed: 'Failed to update password',
      invalidResponse: 'Invalid response format from server',
      updateFailedRetry: 'Failed to update password. Please try again.',
      genericError: 'An error occurred. Please try again.',
    });
    expect(CHANGE_PASSWORD_MESSAGES.currentIncorrect).toBe('Old password is incorrect');
  });

  it('keeps the funds messages verbatim', () => {
    expect(TRANSFER_MESSAGES.userCheckFailed).toBe('Username or password incorrect');
    expect(WITHDRAW_MESSAGES.failed).toBe('An error occurred');
    expect(WITHDRAW_MESSAGES.unexpected).toBe(
      'An unexpected error occurred. Please try again later.',
    );
    expect(PAYMENT_MESSAGES).toEqual({
      detailsFailed: 'Failed to retrieve payment details',
      detailsError: 'An error occurred while fetching payment details',
      bankDetailsFailed: 'Failed to fetch UPI ID. Please check your credentials.',
      bankDetailsError: 'An error occurred while fetching UPI ID.',
      noPaymentOptions: 'No payment options available',
    });
    expect(ADD_MONEY_MESSAGES).toMatchObject({
      upiNotConfigured:
        'Google Pay, PhonePe, Paytm or UPI ID not configured. Please try another payment method.',
      upiIdNotFound: 'UPI ID not found for the selected payment method.',
      paymentStartFailed: 'An error occurred while trying to initiate payment.',
      minimumFetchFailed: 'An error occurred while fetching minimum deposit amount.',
    });
  });

  it('keeps the empty states and the generic fallback verbatim', () => {
    expect(EMPTY_LIST_MESSAGES).toEqual({
      noDataUpper: 'NO DATA FOUND',
      noData: 'No Data Found',
      noDataHint: 'Try refreshing or checking back later',
      noDataWithHint: 'No Data Found. Try refreshing or checking back later.',
      noWithdrawals: 'No withdrawal history available',
      noAddFunds: 'No add fund transactions found.',
      noPaymentMethods: 'No payment methods available',
    });
    expect(GENERIC_MESSAGES.unexpectedApplicationError).toBe('Unexpected Application Error!');
  });

  it('holds no bid-entry messages', () => {
    const all = Object.values(messages)
      .filter((value) => typeof value === 'object')
      .flatMap((group) => Object.values(group as Record<string, string>));
    for (const bid of ['Bid placed successfully!', 'Please enter point.', 'Not enough balance!']) {
      expect(all).not.toContain(bid);
    }
  });
});
