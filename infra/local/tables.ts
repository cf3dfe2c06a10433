import { CreateTableCommand, DynamoDBClient, ListTablesCommand, type CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { ALL_TABLES, type KeySpec, type TableSpec } from '@verse/shared/data/tables';

const attribute = (k: KeySpec) => ({ AttributeName: k.name, AttributeType: k.type });

/** The CreateTable input for a spec: the same keys and indexes CDK declares. */
const createTableInput = (spec: TableSpec, tableName: string): CreateTableCommandInput => {
  const keys = [spec.partitionKey, spec.sortKey, ...(spec.indexes ?? []).flatMap((i) => [i.partitionKey, i.sortKey])];
  const attributes = new Map(keys.filter((k): k is KeySpec => !!k).map((k) => [k.name, attribute(k)]));
  const keySchema = (pk: KeySpec, sk?: KeySpec) => [
    { AttributeName: pk.name, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes.values()],
    KeySchema: keySchema(spec.partitionKey, spec.sortKey),
    ...(spec.indexes?.length
      ? {
          GlobalSecondaryIndexes: spec.indexes.map((i) => ({
            IndexName: i.name,
            KeySchema: keySchema(i.partitionKey, i.sortKey),
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
};

/**
 * Creates every table of the table specs that does not exist yet. TTL is not enabled locally
 * (dynalite rejects UpdateTimeToLive); nothing relies on it, since reads compare `expiresAt` with now.
 */
export const bootstrapTables = async (endpoint: string, tableName: (spec: TableSpec) => string) => {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
    for (const spec of ALL_TABLES) {
      const name = tableName(spec);
      if (!existing.has(name)) await client.send(new CreateTableCommand(createTableInput(spec, name)));
    }
  } finally {
    client.destroy();
  }
};
