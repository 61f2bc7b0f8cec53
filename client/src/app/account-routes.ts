/**
 * The signed-out account flows (bare layout, public): the entry chunk's part of the route table,
 * so that /login downloads neither the rest of the table nor the query library. Every other path
 * is routed by the lazily loaded signed-in shell (routes.ts lists the parts).
 */
import { screen, visitor, type ScreenRoute } from './route-table';
import * as paths from '../lib/paths';

const loginScreen = screen(() => import('../features/auth/screens/login-screen'));
const registerScreen = screen(() => import('../features/auth/screens/register-screen'));
const registerOtpScreen = screen(() => import('../features/auth/screens/register-otp-screen'));
const forgotScreen = screen(() => import('../features/auth/screens/forgot-password-screen'));
const resetOtpScreen = screen(() => import('../features/auth/screens/reset-otp-screen'));
const resetScreen = screen(() => import('../features/auth/screens/reset-password-screen'));

export const ACCOUNT_ROUTES: readonly ScreenRoute[] = [
  ...visitor('bare', loginScreen, paths.login),
  ...visitor('bare', registerScreen, paths.register),
  ...visitor('bare', registerOtpScreen, paths.registerOtp),
  ...visitor('bare', forgotScreen, paths.forgotPassword),
  ...visitor('bare', resetOtpScreen, paths.resetOtp),
  ...visitor('bare', resetScreen, paths.resetPassword),
];
