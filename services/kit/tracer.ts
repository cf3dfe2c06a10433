import { Tracer } from '@aws-lambda-powertools/tracer';

/** X-Ray tracing in Lambda (the stack turns it on); outside Lambda Powertools leaves it off. */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'verse' });
