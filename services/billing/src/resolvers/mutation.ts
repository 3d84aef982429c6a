import { badInput, checkImage, ImageRefusal, requireOwner, requireUser } from '@tutor/service-runtime';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { BillingContext } from '../context';
import {
  confirmPayment,
  logPaymentAction,
  rejectPayment,
  requestPayment,
  upgradeUser,
} from '../domain/payments';
import { findBillingUserByEmail } from '../data/payments';
import { findPlan } from '../data/plans';
import { planState, sharePlan } from '../domain/plan';
import type { MutationResolvers } from '../generated/graphql';
import { graphqlErrors } from './errors';

const settings = ({ config }: BillingContext) => ({
  freeMessages: config.FREE_MESSAGES,
  subscriptionDays: config.SUBSCRIPTION_DAYS,
  priceEgp: config.MONTHLY_PRICE_EGP,
});

const evidence = z.object({
  reference: z
    .string()
    .trim()
    .max(100, 'reference must be at most 100 characters')
    .nullish()
    .transform((r) => r || undefined),
  screenshotBase64: z.string().nullish(),
});

/** The learner's reference and screenshot, checked before anything is stored (a refusal stores nothing). */
function checkedEvidence(args: unknown, maxBytes: number) {
  const parsed = evidence.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(issue.message, String(issue.path[0] ?? ''));
  }
  const { reference, screenshotBase64 } = parsed.data;
  if (!screenshotBase64) return { reference };
  try {
    // Chat images' check, without GIF: a transfer screenshot is a still image.
    const screenshot = checkImage(screenshotBase64, maxBytes, ['image/png', 'image/jpeg', 'image/webp']);
    return { reference, screenshot };
  } catch (err) {
    if (err instanceof ImageRefusal)
      throw new GraphQLError(err.message, { extensions: { code: err.code, field: 'screenshot' } });
    throw err;
  }
}

/** The learner's plan as the owner's decision left it (read after its commit), for the gateway's copy (ADR 20). */
async function shareLearnerPlan(ctx: BillingContext, userId: string) {
  sharePlan(ctx, userId, planState(await findPlan(ctx.pool, userId), ctx.config.FREE_MESSAGES));
}

/** A child's id as the parent's page sends it; anything but a UUID is a client's mistake. */
export function checkedChildId(childId: string | null | undefined): string | undefined {
  if (childId === null || childId === undefined) return undefined;
  const parsed = z.string().uuid().safeParse(childId);
  if (!parsed.success) throw badInput('childId must be a user id', 'childId');
  return parsed.data;
}

export const Mutation: MutationResolvers = {
  requestPayment: (_, args, ctx) => {
    const caller = requireUser(ctx);
    const childId = checkedChildId(args.childId);
    return graphqlErrors(() =>
      requestPayment(ctx.pool, caller, checkedEvidence(args, ctx.config.IMAGE_MAX_BYTES), childId),
    );
  },
  confirmPayment: async (_, args, ctx) => {
    const owner = requireOwner(ctx);
    const confirmed = await graphqlErrors(() =>
      confirmPayment(ctx.pool, args.email, settings(ctx), owner.id),
    );
    await shareLearnerPlan(ctx, confirmed.user_id);
    return confirmed;
  },
  rejectPayment: (_, args, ctx) => {
    const owner = requireOwner(ctx);
    return graphqlErrors(() => rejectPayment(ctx.pool, args.email, owner.id));
  },
  upgradeUser: async (_, args, ctx) => {
    const owner = requireOwner(ctx);
    const expiresAt = await graphqlErrors(() =>
      upgradeUser(ctx.pool, args.email, args.transactionNumber, settings(ctx), owner.id),
    );
    const learner = await findBillingUserByEmail(ctx.pool, args.email);
    if (learner) await shareLearnerPlan(ctx, learner.user_id);
    return expiresAt.toISOString();
  },
  logPaymentAction: (_, args, ctx) => {
    const owner = requireOwner(ctx);
    return graphqlErrors(() =>
      logPaymentAction(ctx.pool, args.email, args.action, new Date(args.timestamp), owner.id),
    );
  },
};
