import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../services/kit/clients.ts';
import { config } from '../services/kit/config.ts';
import { dayStore } from '../services/daily-ten/store.ts';

/**
 * Run once after deploying the release that keeps each reader's Daily Ten stats in one summary item:
 * writes every reader's summary from the days stored before it (safe to run again). It reads the
 * days table the functions use: `TABLE_DAILY_TEN_DAYS=<name> npx tsx scripts/daily-ten-summaries.ts`,
 * with the AWS region and credentials of the account (as for the AWS CLI).
 */
const owners = new Set<string>();
let start: Record<string, unknown> | undefined;
do {
  const out = await dynamo().send(
    new ScanCommand({ TableName: config.tableName('dailyTenDays'), ProjectionExpression: '#o', ExpressionAttributeNames: { '#o': 'owner' }, ExclusiveStartKey: start }),
  );
  for (const item of out.Items ?? []) owners.add(String(item.owner));
  start = out.LastEvaluatedKey;
} while (start);

let days = 0;
for (const owner of owners) days += await dayStore.rebuildSummary(owner);
console.log(`Daily Ten summaries written for ${owners.size} readers (${days} days).`);
