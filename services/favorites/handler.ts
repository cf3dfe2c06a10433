import {
  FAVORITES_SUBSCRIBERS_ONLY,
  saveFavoriteRequest,
  updateFavoriteRequest,
  type FavoriteCheckResponse,
  type FavoriteDeletedResponse,
  type FavoriteResponse,
  type FavoritesResponse,
} from '@verse/shared/api/schemas/favorites';
import { subscriptionOfSession } from '#kit/entitlement.ts';
import { forbidden, notFound } from '#kit/errors.ts';
import { createHandler, json, type ApiRequest } from '#kit/http.ts';
import { validateBody } from '#kit/validate.ts';
import { canonicalReference, favoriteIdFor, newestFirst, newFavoriteRecord, toFavorite } from './domain/favorites.ts';
import { favoritesStore } from './store.ts';

const NOT_FOUND = 'That favorite was not found';
const ID = /^fav_[0-9a-f]{24}$/;

/** The signed-in account, if its email has an active subscription (decided here, never by the browser). */
const subscriber = async (req: ApiRequest) => {
  const session = req.session!;
  const { active } = await subscriptionOfSession(session, req.now);
  if (!active) throw forbidden(FAVORITES_SUBSCRIBERS_ONLY, { upgrade: true });
  return session.userId;
};

const favoriteId = (req: ApiRequest) => {
  const id = req.params.id ?? '';
  if (!ID.test(id)) throw notFound(NOT_FOUND);
  return id;
};

const list = async (req: ApiRequest) => {
  const userId = await subscriber(req);
  const body: FavoritesResponse = { favorites: (await favoritesStore.list(userId)).map(toFavorite).sort(newestFirst) };
  return json(body);
};

/** A reference that still holds percent-escapes is decoded; a lone `%` (already decoded once) is kept as it is. */
const decodedOnce = (raw: string) => {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const check = async (req: ApiRequest) => {
  const userId = await subscriber(req);
  const raw = req.params.reference ?? '';
  const { reference } = canonicalReference(decodedOnce(raw));
  const found = await favoritesStore.get(userId, favoriteIdFor(reference));
  const body: FavoriteCheckResponse = { isFavorited: !!found, favoriteId: found?.id ?? null };
  return json(body);
};

const save = async (req: ApiRequest) => {
  const userId = await subscriber(req);
  const input = validateBody(saveFavoriteRequest, req.body);
  const { record, created } = await favoritesStore.createOrGet(newFavoriteRecord(input, { userId, now: req.now }));
  const body: FavoriteResponse = { favorite: toFavorite(record) };
  return json(body, created ? 201 : 200);
};

const updateNotes = async (req: ApiRequest) => {
  const userId = await subscriber(req);
  const id = favoriteId(req);
  const { user_notes } = validateBody(updateFavoriteRequest, req.body);
  const record = await favoritesStore.updateNotes(userId, id, user_notes, req.now);
  if (!record) throw notFound(NOT_FOUND);
  const body: FavoriteResponse = { favorite: toFavorite(record) };
  return json(body);
};

const remove = async (req: ApiRequest) => {
  const userId = await subscriber(req);
  if (!(await favoritesStore.remove(userId, favoriteId(req)))) throw notFound(NOT_FOUND);
  const body: FavoriteDeletedResponse = { success: true };
  return json(body);
};

export const handler = createHandler('favorites', {
  'GET /api/favorites': list,
  'GET /api/favorites/check/{reference}': check,
  'POST /api/favorites': save,
  'PUT /api/favorites/{id}': updateNotes,
  'DELETE /api/favorites/{id}': remove,
});
