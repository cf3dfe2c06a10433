import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Session } from './auth.ts';
import { dynamo } from './clients.ts';
import { config } from './config.ts';

/**
 * Whether a signed token still stands: its account exists with the same user id, and its session
 * version is the account's current one (a password reset or a sign-out raises it, ending every
 * token issued before). One consistent read of the account per signed-in request.
 */
export const isCurrentSession = async (session: Session) => {
  const out = await dynamo().send(
    new GetCommand({
      TableName: config.tableName('users'),
      Key: { email: session.email },
      ProjectionExpression: 'userId, sessionVersion',
      ConsistentRead: true,
    }),
  );
  const account = out.Item as { userId: string; sessionVersion?: number } | undefined;
  return !!account && account.userId === session.userId && (account.sessionVersion ?? 0) === (session.sessionVersion ?? 0);
};
