/** The funds tests' fixtures: routeTest, and a Google Pay number saved for the player. */
import { routeTest } from '../../testing';

export const fundsTest = routeTest.extend(
  'saveGooglePay',
  ({ asPlayer }) =>
    (number = '9876543210') =>
      asPlayer('api-add-user-upi-details', {
        upi_type: '2',
        google_pay_no: number,
        paytm_no: '',
        phon_pay_no: '',
      }),
);
