import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Session } from './auth.ts';
import { dynamo } from './clients.ts';
import { config } from './config.ts';

/**
 * The session of a signed token if it still stands: its account exists with the same user id, and
 * its session version is the account's current one (a password reset or a sign-out raises it, ending
 * every token issued before). Says whether the account's email is proven. One consistent read of the
 * account per signed-in request.
 */
export const currentSession = async (session: Session): Promise<Session | null> => {
  const out = await dynamo().send(
    new GetCommand({
      TableName: config.tableName('users'),
      Key: { email: session.email },
      ProjectionExpression: 'userId, sessionVersion, emailProvenAt',
      ConsistentRead: true,
    }),
  );
  const account = out.Item as { userId: string; sessionVersion?: number; emailProvenAt?: string } | undefined;
  const current = !!account && account.userId === session.userId && (account.sessionVersion ?? 0) === (session.sessionVersion ?? 0);
  return current ? { ...session, emailProven: !!account.emailProvenAt } : null;
};
