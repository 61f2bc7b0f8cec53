/** api-add-user-upi-details: saves a verified UPI number for one method. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { sessionToken } from '../../../lib/storage';
import { UPI_OPTIONS, type UpiOption } from '../upi-options';
import { fundsKeys } from './keys';

export interface AddUpiInput {
  option: UpiOption;
  number: string;
}

export const addUpiDetails = ({ option, number }: AddUpiInput) => {
  const { upiType, field } = UPI_OPTIONS[option];
  // Every number field travels; only the chosen method's one is filled.
  const numbers = { paytm_no: '', google_pay_no: '', phon_pay_no: '', [field]: number };
  return callProvider('api-add-user-upi-details', {
    unique_token: sessionToken(),
    upi_type: upiType,
    ...numbers,
  });
};

export function useAddUpiDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addUpiDetails,
    onSuccess: () => {
      const token = sessionToken();
      void client.invalidateQueries({ queryKey: fundsKeys.paymentDetails(token) });
      void client.invalidateQueries({ queryKey: fundsKeys.paymentMethodsAll() });
    },
  });
}
