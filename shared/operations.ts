/** Facts the AWS stack and the functions share at run time. */
/** CloudFront adds this header, carrying a secret, to every request it forwards to the API. */
export const ORIGIN_HEADER = 'x-verse-origin';

/** The CloudWatch namespace of Verse's own metrics (searches, sign-ups, Polly errors, …). */
export const METRICS_NAMESPACE = 'Verse';
