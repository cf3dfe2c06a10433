const cache = new Map<string, Promise<string>>();

/** A Secrets Manager secret's string, fetched once per cold start. */
export const readSecret = (arn: string) => {
  let value = cache.get(arn);
  if (!value) {
    value = import('@aws-sdk/client-secrets-manager')
      .then(({ GetSecretValueCommand, SecretsManagerClient }) => new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn })))
      .then((out) => {
        if (!out.SecretString) throw new Error(`secret ${arn} has no string value`);
        return out.SecretString;
      });
    value.catch(() => cache.delete(arn));
    cache.set(arn, value);
  }
  return value;
};
