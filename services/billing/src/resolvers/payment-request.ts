import type { PaymentRequestResolvers } from '../generated/graphql';

export const PaymentRequest: PaymentRequestResolvers = {
  createdAt: (row) => row.created_at.toISOString(),
  hasScreenshot: (row) => row.has_screenshot,
};
