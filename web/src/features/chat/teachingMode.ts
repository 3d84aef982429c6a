import { gql, type TypedDocumentNode } from '@apollo/client';

/**
 * The conversation's teaching mode (issue 18's shared plan: `Conversation.mode: TeachingMode!` and
 * `setConversationMode(id, mode)` in the conversation subgraph). Typed by hand because web/scripts/codegen.mjs
 * checks documents against the committed supergraph, which gains TeachingMode with the conversation service's
 * part of the issue: once it has, these two operations move into graphql/chat.graphql and this file goes.
 */
export type TeachingMode = 'EXPLAIN' | 'GUIDE' | 'QUIZ' | 'CODE';

interface ConversationMode {
  __typename?: 'Conversation';
  id: string;
  mode: TeachingMode;
}

export const ConversationModeDocument: TypedDocumentNode<
  { conversation: ConversationMode | null },
  { id: string }
> = gql`
  query ConversationMode($id: ID!) {
    conversation(id: $id) {
      id
      mode
    }
  }
`;

export const SetConversationModeDocument: TypedDocumentNode<
  { setConversationMode: ConversationMode },
  { id: string; mode: TeachingMode }
> = gql`
  mutation SetConversationMode($id: ID!, $mode: TeachingMode!) {
    setConversationMode(id: $id, mode: $mode) {
      id
      mode
    }
  }
`;
