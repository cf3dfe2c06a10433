import { TIME_ZONE_HEADER } from '@verse/shared/api/routes/usage';
import { dailyTenIndex, dailyTenQuery, dailyTenReadQuery, dailyTenTimeZone, OFFLINE_DAY_MESSAGE, OFFLINE_MARK_DAYS } from '@verse/shared/api/schemas/daily-ten';
import { daysBetween, localDate, startOfLocalDay } from '@verse/shared/local-time';
import { badRequest, tooManyRequests } from '#kit/errors.ts';
import { createHandler, json, type ApiRequest } from '#kit/http.ts';
import { count } from '#kit/metrics.ts';
import { validate } from '#kit/validate.ts';
import { readUsage, visitorOf } from '#kit/search-quota/meter.ts';
import { lockedMessage } from './domain/lineup.ts';
import { markRead, mergeDeviceInto, newVerses, noteLocked, skipVerse, todaysReading, type KnownReader } from './reading.ts';

const deviceOwner = (deviceId: string) => `device#${deviceId}`;

const placeOf = (req: ApiRequest) => ({
  now: req.now,
  timeZone: validate(dailyTenTimeZone, req.headers[TIME_ZONE_HEADER] || req.query.timeZone || ''),
  version: validate(dailyTenQuery, req.query).version,
});

/**
 * Who is reading and where: the account when signed in, else the device; the browser's time zone;
 * refused with the usage limit's 429 (the spec's locked state) when the allowance is used up. A
 * request with neither an account nor a device id is refused (400) by the usage meter.
 */
const readerOf = async (req: ApiRequest): Promise<KnownReader> => {
  const place = placeOf(req);
  const usage = await readUsage(visitorOf(req, req.deviceId, place.timeZone), place.now);
  const reader = { ...place, owner: req.session ? `user#${req.session.userId}` : deviceOwner(req.deviceId!) };
  if (usage.limitReached) {
    await noteLocked(reader);
    const resetsAt = usage.resetsAt ?? place.now;
    throw tooManyRequests(lockedMessage(usage.isSubscriber), { limitReached: true, resetsAt }, resetsAt - place.now);
  }
  return reader;
};

const indexOf = (req: ApiRequest) => validate(dailyTenIndex, req.params.index);

/** A first visit (no account, no device id yet) sees today's ten; reading one gives the browser its id. */
const today = async (req: ApiRequest) => {
  if (!req.session && !req.deviceId) return json(await todaysReading({ ...placeOf(req), owner: null }));
  const reader = await readerOf(req);
  if (req.session && req.deviceId) await mergeDeviceInto(deviceOwner(req.deviceId), reader.owner);
  return json(await todaysReading(reader));
};

/**
 * A verse read offline is sent later with the local date it was read (`?day=`), and counts for that
 * day: the reader is placed on that date, a week back at most.
 */
const onDayRead = (reader: KnownReader, day: string | undefined): KnownReader => {
  if (!day) return reader;
  const back = daysBetween(day, localDate(reader.now, reader.timeZone));
  if (back < 0 || back >= OFFLINE_MARK_DAYS) throw badRequest(OFFLINE_DAY_MESSAGE);
  return back === 0 ? reader : { ...reader, now: startOfLocalDay(day, reader.timeZone) };
};

const read = async (req: ApiRequest) => {
  const index = indexOf(req);
  const { day } = validate(dailyTenReadQuery, req.query);
  const answer = await markRead(onDayRead(await readerOf(req), day), index);
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
