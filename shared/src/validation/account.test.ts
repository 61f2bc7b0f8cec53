import { describe, it, expect } from 'vitest';
import {
  validateForgotPassword,
  validateLogin,
  validateProfile,
  validateRegister,
} from './account';
import { hasErrors } from './form';

describe('login', () => {
  it('is valid with a phone and a password', () => {
    const errors = validateLogin({ phone: '9876543210', password: 'secret' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('requires phone and password', () => {
    const errors = validateLogin({ phone: '', password: '' });
    expect(errors).toEqual({ phone: 'Phone No is required!', password: 'Password is required!' });
    expect(hasErrors(errors)).toBe(true);
  });

  it('checks the phone pattern after required', () => {
    expect(validateLogin({ phone: '1234567890', password: 'x' })).toEqual({
      phone: 'Phone No is not valid!',
    });
  });
});

describe('register', () => {
  it('is valid when complete', () => {
    expect(validateRegister({ username: 'ravi', phone: '7000000000', password: 'p' })).toEqual({});
  });

  it('requires each field', () => {
    expect(validateRegister({ username: ' ', phone: '', password: '' })).toEqual({
      username: 'Username is required',
      phone: 'Phone No is required!',
      password: 'Password is required!',
    });
  });

  it('checks the phone pattern', () => {
    expect(validateRegister({ username: 'ravi', phone: '98765', password: 'p' })).toEqual({
      phone: 'Phone No is not valid!',
    });
  });
});

describe('forgot password', () => {
  it('uses its own wording', () => {
    expect(validateForgotPassword({ phone: '' })).toEqual({ phone: 'Phone number is required!' });
    expect(validateForgotPassword({ phone: '5876543210' })).toEqual({
      phone: 'Phone number is not valid!',
    });
    expect(validateForgotPassword({ phone: '8876543210' })).toEqual({});
  });
});

describe('profile', () => {
  it('requires a name', () => {
    expect(validateProfile({ name: '' })).toEqual({ name: 'Name is required!' });
    expect(validateProfile({ name: 'Ravi' })).toEqual({});
  });
});
