import type {
  FavoriteCheckResponse,
  FavoriteDeletedResponse,
  FavoriteResponse,
  FavoritesResponse,
  SaveFavoriteRequest,
} from '@verse/shared/api/schemas/favorites';
import { apiRequest } from '@/lib/api.ts';

export const fetchFavorites = () => apiRequest<FavoritesResponse>('GET /api/favorites');

export const checkFavorite = (reference: string) =>
  apiRequest<FavoriteCheckResponse>(`GET /api/favorites/check/${encodeURIComponent(reference)}`);

export const saveFavorite = (body: SaveFavoriteRequest) => apiRequest<FavoriteResponse>('POST /api/favorites', body);

export const updateFavoriteNotes = (id: string, userNotes: string) =>
  apiRequest<FavoriteResponse>(`PUT /api/favorites/${encodeURIComponent(id)}`, { user_notes: userNotes });

export const deleteFavorite = (id: string) => apiRequest<FavoriteDeletedResponse>(`DELETE /api/favorites/${encodeURIComponent(id)}`);
