import { msg } from '../../i18n/use-texts';

/** The visitor landing page. */
export const LANDING_SHORTCUTS = [
  msg('AddFund'),
  msg('Withdraw'),
  msg('Gali Disawar'),
  msg('Starline'),
];
