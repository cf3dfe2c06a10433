import { TIME_ZONE_HEADER } from '@verse/shared/api/routes/usage';
import { dailyTenIndex, dailyTenQuery, dailyTenTimeZone } from '@verse/shared/api/schemas/daily-ten';
import { systemClock } from '../kit/clock.ts';
import { tooManyRequests } from '../kit/errors.ts';
import { createHandler, json, type ApiRequest } from '../kit/http.ts';
import { count } from '../kit/metrics.ts';
import { validate } from '../kit/validate.ts';
import { readUsage, visitorOf } from '../usage/meter.ts';
import { lockedMessage } from './domain/lineup.ts';
import { markRead, mergeDeviceInto, newVerses, noteLocked, skipVerse, todaysReading, type Reader } from './reading.ts';

const deviceOwner = (deviceId: string) => `device#${deviceId}`;

/**
 * Who is reading and where: the account when signed in, else the device; the browser's time zone;
 * refused with the usage limit's 429 (the spec's locked state) when the allowance is used up.
 */
const readerOf = async (req: ApiRequest): Promise<Reader> => {
  const now = systemClock.now();
  const timeZone = validate(dailyTenTimeZone, req.headers[TIME_ZONE_HEADER] || req.query.timeZone || '');
  const { version } = validate(dailyTenQuery, req.query);
  const visitor = visitorOf(req, req.deviceId, timeZone);
  const usage = await readUsage(visitor, now);
  const owner = req.session ? `user#${req.session.userId}` : deviceOwner(req.deviceId!);
  const reader = { owner, timeZone, now, version };
  if (usage.limitReached) {
    await noteLocked(reader);
    const resetsAt = usage.resetsAt ?? now;
    throw tooManyRequests(lockedMessage(usage.isSubscriber), { limitReached: true, resetsAt }, resetsAt - now);
  }
  return reader;
};

const indexOf = (req: ApiRequest) => validate(dailyTenIndex, req.params.index);

const today = async (req: ApiRequest) => {
  const reader = await readerOf(req);
  if (req.session && req.deviceId) await mergeDeviceInto(deviceOwner(req.deviceId), reader.owner);
  return json(await todaysReading(reader));
};

const read = async (req: ApiRequest) => {
  const index = indexOf(req);
  const answer = await markRead(await readerOf(req), index);
  count('DailyTenReads');
  return json(answer);
};

const skip = async (req: ApiRequest) => {
  const index = indexOf(req);
  return json(await skipVerse(await readerOf(req), index));
};

const fresh = async (req: ApiRequest) => json(await newVerses(await readerOf(req)));

export const handler = createHandler('daily-ten', {
  'GET /api/daily-ten': today,
  'POST /api/daily-ten/{index}/read': read,
  'POST /api/daily-ten/{index}/skip': skip,
  'POST /api/clear-daily-cache': fresh,
});
