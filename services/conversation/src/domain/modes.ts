import { ConversationModeChangedSchema, type TeachingMode } from '@tutor/contracts';
import { appendEvent, withTransaction, type Pool } from '@tutor/service-runtime';
import { setConversationMode } from '../data/conversations';
import type { TeachingMode as GraphQLTeachingMode } from '../generated/graphql';
import { CONVERSATION_TOPIC, eventMeta } from './announce';

/** The schema's EXPLAIN … CODE are the contracts' explain … code (stored and carried in jobs and events). */
export const modeOf = (mode: GraphQLTeachingMode): TeachingMode => mode.toLowerCase() as TeachingMode;
export const graphqlModeOf = (mode: TeachingMode): GraphQLTeachingMode =>
  mode.toUpperCase() as GraphQLTeachingMode;

/**
 * Switches a conversation of this user to a mode, announcing ConversationModeChanged with the change (in its
 * transaction). Setting the mode it already has changes nothing and announces nothing; someone else's
 * conversation is left alone (the caller has checked ownership and answers NOT_FOUND).
 */
export async function changeMode(
  pool: Pool,
  userId: string,
  conversationId: string,
  mode: TeachingMode,
): Promise<void> {
  await withTransaction(pool, async (tx) => {
    if (!(await setConversationMode(tx, userId, conversationId, mode))) return;
    await appendEvent(
      tx,
      CONVERSATION_TOPIC,
      ConversationModeChangedSchema,
      { conversationId, userId, mode },
      eventMeta(conversationId),
    );
  });
}
