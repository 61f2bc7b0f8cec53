/**
 * The signed-out account flows (bare layout, public): the only screens the entry chunk knows, so
 * that /login downloads neither the rest of the route table nor the query library. Every other
 * path is routed by the lazily loaded signed-in shell (routes.ts lists the parts).
 */
import { visitor, type ScreenRoute } from './route-table';

export const ACCOUNT_ROUTES: readonly ScreenRoute[] = [
  ...visitor('bare', () => import('../features/auth/screens/login-screen'), '/login'),
  ...visitor('bare', () => import('../features/auth/screens/register-screen'), '/r'),
  ...visitor('bare', () => import('../features/auth/screens/register-otp-screen'), '/otpregister'),
  ...visitor(
    'bare',
    () => import('../features/auth/screens/forgot-password-screen'),
    '/forgotpass',
  ),
  ...visitor('bare', () => import('../features/auth/screens/reset-otp-screen'), '/otpforgotpass'),
  ...visitor(
    'bare',
    () => import('../features/auth/screens/reset-password-screen'),
    '/change-password',
  ),
];
