import { badInput, requireOwner, requireUser } from '@tutor/service-runtime';
import { listRequests, type PaymentStatus } from '../data/payments';
import { paymentStatus } from '../domain/payments';
import type { QueryResolvers } from '../generated/graphql';

const STATUSES = ['pending', 'confirmed', 'rejected'];

export const Query: QueryResolvers = {
  pricing: (_, __, { config }) => ({
    monthlyPriceEgp: config.MONTHLY_PRICE_EGP,
    subscriptionDays: config.SUBSCRIPTION_DAYS,
    freeMessages: config.FREE_MESSAGES,
  }),
  paymentStatus: (_, __, ctx) => paymentStatus(ctx.pool, requireUser(ctx).id),
  paymentRequests(_, args, ctx) {
    requireOwner(ctx);
    if (args.status && !STATUSES.includes(args.status))
      throw badInput(`status must be one of: ${STATUSES.join(', ')}`, 'status');
    return listRequests(ctx.pool, (args.status ?? undefined) as PaymentStatus | undefined);
  },
};
