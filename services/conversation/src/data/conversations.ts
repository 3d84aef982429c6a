import type { Queryable } from '@tutor/service-runtime';

export interface ConversationRow {
  id: string;
  user_id: string;
  title: string;
  created_at: Date;
}

export async function listConversations(db: Queryable, userId: string): Promise<ConversationRow[]> {
  const { rows } = await db.query<ConversationRow>(
    'SELECT id, user_id, title, created_at FROM conversations WHERE user_id = $1 ORDER BY created_at DESC',
    [userId],
  );
  return rows;
}
