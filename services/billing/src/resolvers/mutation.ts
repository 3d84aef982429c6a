import { requireOwner, requireUser } from '@tutor/service-runtime';
import type { BillingContext } from '../context';
import {
  confirmPayment,
  logPaymentAction,
  rejectPayment,
  requestPayment,
  upgradeUser,
} from '../domain/payments';
import type { MutationResolvers } from '../generated/graphql';
import { graphqlErrors } from './errors';

const settings = ({ config }: BillingContext) => ({
  freeMessages: config.FREE_MESSAGES,
  subscriptionDays: config.SUBSCRIPTION_DAYS,
});

export const Mutation: MutationResolvers = {
  requestPayment: (_, __, ctx) => requestPayment(ctx.pool, requireUser(ctx)),
  confirmPayment: (_, args, ctx) => {
    const owner = requireOwner(ctx);
    return graphqlErrors(() => confirmPayment(ctx.pool, args.email, settings(ctx), owner.id));
  },
  rejectPayment: (_, args, ctx) => {
    const owner = requireOwner(ctx);
    return graphqlErrors(() => rejectPayment(ctx.pool, args.email, owner.id));
  },
  upgradeUser: async (_, args, ctx) => {
    const owner = requireOwner(ctx);
    return (
      await graphqlErrors(() =>
        upgradeUser(ctx.pool, args.email, args.transactionNumber, settings(ctx), owner.id),
      )
    ).toISOString();
  },
  logPaymentAction: (_, args, ctx) => {
    const owner = requireOwner(ctx);
    return graphqlErrors(() =>
      logPaymentAction(ctx.pool, args.email, args.action, new Date(args.timestamp), owner.id),
    );
  },
};
