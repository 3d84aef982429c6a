import type { PaymentRequestRow } from '../data/payments';

export const PaymentRequest = {
  createdAt: (row: PaymentRequestRow) => row.created_at.toISOString(),
};
