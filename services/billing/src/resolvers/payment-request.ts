import type { PaymentRequestResolvers } from '../generated/graphql';

export const PaymentRequest: PaymentRequestResolvers = {
  createdAt: (row) => row.created_at.toISOString(),
  userId: (row) => row.user_id,
  hasScreenshot: (row) => row.has_screenshot,
  requestedBy: (row) => row.requested_by,
  requestedByName: (row) => row.requested_by_name,
};
