import { requireOwner, requireUser } from '@tutor/service-runtime';
import type { BillingContext } from '../context';
import {
  confirmPayment,
  logPaymentAction,
  rejectPayment,
  requestPayment,
  upgradeUser,
} from '../domain/payments';
import { graphqlErrors } from './errors';

const settings = ({ config }: BillingContext) => ({
  freeMessages: config.FREE_MESSAGES,
  subscriptionDays: config.SUBSCRIPTION_DAYS,
});

export const Mutation = {
  requestPayment: (_: unknown, __: unknown, ctx: BillingContext) =>
    requestPayment(ctx.pool, requireUser(ctx)),
  confirmPayment: (_: unknown, args: { email: string }, ctx: BillingContext) => {
    const owner = requireOwner(ctx);
    return graphqlErrors(() => confirmPayment(ctx.pool, args.email, settings(ctx), owner.id));
  },
  rejectPayment: (_: unknown, args: { email: string }, ctx: BillingContext) => {
    const owner = requireOwner(ctx);
    return graphqlErrors(() => rejectPayment(ctx.pool, args.email, owner.id));
  },
  upgradeUser: async (
    _: unknown,
    args: { email: string; transactionNumber: string },
    ctx: BillingContext,
  ) => {
    const owner = requireOwner(ctx);
    return (
      await graphqlErrors(() =>
        upgradeUser(ctx.pool, args.email, args.transactionNumber, settings(ctx), owner.id),
      )
    ).toISOString();
  },
  logPaymentAction: (
    _: unknown,
    args: { email: string; action: string; timestamp: string },
    ctx: BillingContext,
  ) => {
    const owner = requireOwner(ctx);
    return graphqlErrors(() =>
      logPaymentAction(ctx.pool, args.email, args.action, new Date(args.timestamp), owner.id),
    );
  },
};
