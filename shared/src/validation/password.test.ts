import { describe, it, expect } from 'vitest';
import {
  PASSWORD_RESET_REDIRECT_MS,
  validateChangePassword,
  validateResetPassword,
} from './password';

describe('reset change password', () => {
  it('is valid when both match', () => {
    expect(validateResetPassword({ newPassword: 'abc', confirmPassword: 'abc' })).toEqual({});
    expect(PASSWORD_RESET_REDIRECT_MS).toBe(1500);
  });

  it('requires both', () => {
    expect(validateResetPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New Password is required!',
      confirmPassword: 'Confirm Password is required!',
    });
  });

  it('reports a mismatch only once confirm is filled', () => {
    expect(validateResetPassword({ newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
    expect(validateResetPassword({ newPassword: 'abc', confirmPassword: '' })).toEqual({
      confirmPassword: 'Confirm Password is required!',
    });
  });
});

describe('in-app change password', () => {
  const ok = { currentPassword: 'old', newPassword: 'new', confirmPassword: 'new' };

  it('is valid when the current password matches and confirm equals new', () => {
    expect(validateChangePassword(ok, { currentPasswordMatches: true })).toEqual({});
    expect(
      validateChangePassword(ok, { currentPasswordMatches: (candidate) => candidate === 'old' }),
    ).toEqual({});
  });

  it('requires every field, before any comparison', () => {
    const errors = validateChangePassword(
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      { currentPasswordMatches: false },
    );
    expect(errors).toEqual({
      currentPassword: 'Current Password is required!',
      newPassword: 'New Password is required!',
      confirmPassword: 'Confirm Password is required!',
    });
  });

  it('checks the current password against the stored one', () => {
    expect(validateChangePassword(ok, { currentPasswordMatches: false })).toEqual({
      currentPassword: 'Old password does not match',
    });
    expect(
      validateChangePassword(ok, { currentPasswordMatches: (candidate) => candidate === 'other' }),
    ).toEqual({ currentPassword: 'Old password does not match' });
  });

  it('does not call the matcher for an empty current password', () => {
    let calls = 0;
    const matcher = (): boolean => {
      calls += 1;
      return true;
    };
    validateChangePassword({ ...ok, currentPassword: '' }, { currentPasswordMatches: matcher });
    expect(calls).toBe(0);
  });

  it('requires confirm to equal new', () => {
    expect(
      validateChangePassword({ ...ok, confirmPassword: 'neW' }, { currentPasswordMatches: true }),
    ).toEqual({ confirmPassword: 'Confirm Password is not equal to New Password!' });
  });
});
