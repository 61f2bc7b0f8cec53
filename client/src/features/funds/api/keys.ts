/** The funds feature's query keys, written once; each starts with the endpoint path. */
export const fundsKeys = {
  gatewayStatus: () => ['provider', 'apiGetawayStatus'] as const,
  qrPay: () => ['provider', 'api-get-qr-pay'] as const,
  bankDetails: () => ['provider', 'api-admin-bank-details'] as const,
  lastFundRequest: (token: string) => ['provider', 'api-last-fund-request-detail', token] as const,
  /** Every cached payment-method list (invalidated after a UPI number is saved). */
  paymentMethodsAll: () => ['provider', 'api-user-payment-method-list'] as const,
  paymentMethods: (token: string, mobile: string) =>
    ['provider', 'api-user-payment-method-list', token, mobile] as const,
  paymentDetails: (token: string) => ['provider', 'api-get-user-payment-details', token] as const,
};
