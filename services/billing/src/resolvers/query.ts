import { badInput, requireOwner, requireUser } from '@tutor/service-runtime';
import type { BillingContext } from '../context';
import { listRequests, type PaymentStatus } from '../data/payments';
import { paymentStatus } from '../domain/payments';

const STATUSES = ['pending', 'confirmed', 'rejected'];

export const Query = {
  pricing: (_: unknown, __: unknown, { config }: BillingContext) => ({
    monthlyPriceEgp: config.MONTHLY_PRICE_EGP,
    subscriptionDays: config.SUBSCRIPTION_DAYS,
    freeMessages: config.FREE_MESSAGES,
  }),
  paymentStatus: (_: unknown, __: unknown, ctx: BillingContext) =>
    paymentStatus(ctx.pool, requireUser(ctx).id),
  paymentRequests(_: unknown, args: { status?: string | null }, ctx: BillingContext) {
    requireOwner(ctx);
    if (args.status && !STATUSES.includes(args.status))
      throw badInput(`status must be one of: ${STATUSES.join(', ')}`, 'status');
    return listRequests(ctx.pool, (args.status ?? undefined) as PaymentStatus | undefined);
  },
};
