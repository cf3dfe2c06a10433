/** Facts the AWS stack and the functions share at run time. */
/** CloudFront adds this header, carrying a secret, to every request it forwards to the API. */
export const ORIGIN_HEADER = 'x-verse-origin';

/** CloudFront's function writes the viewer's address here (API Gateway sees only CloudFront's). */
export const CLIENT_IP_HEADER = 'x-verse-client-ip';

/** The CloudWatch namespace of Verse's own metrics (searches, sign-ups, Polly errors, …). */
export const METRICS_NAMESPACE = 'Verse';
