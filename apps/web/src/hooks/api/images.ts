import { endpoints, type ImageLibraryType } from '@sellerdesk/domain/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

const { Image } = endpoints;

export const imageStorageKeys = {
  all: ['imageStorage'] as const,
  usage: (days: number) => [...imageStorageKeys.all, 'usage', days] as const,
  recent: (type: ImageLibraryType | null) => [...imageStorageKeys.all, 'recent', type ?? 'all'] as const,
};

/** GET /image/GetViewChartDate: totals by type and the daily series for the chart. */
export function useImageUsage(days: number) {
  return useQuery({
    queryKey: imageStorageKeys.usage(days),
    queryFn: ({ signal }) => call(Image.GetViewChartDate, { query: { days } }, { signal }),
  });
}

/** GET /image/GetImage: the newest images (of one type, or all). */
export function useRecentImages(type: ImageLibraryType | null, maxRow = 12) {
  return useQuery({
    queryKey: imageStorageKeys.recent(type),
    queryFn: ({ signal }) =>
      call(Image.GetImage, { query: { page: 1, maxRow, ...(type ? { type } : {}) } }, { signal }),
  });
}

/** POST /image/UploadImage (multipart: type, files). */
export function useUploadImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, files }: { type: ImageLibraryType; files: readonly File[] }) => {
      const form = new FormData();
      // The type first, then the files: the server streams the files as they come.
      form.append('type', type);
      for (const file of files) {
        form.append('files', file, file.name);
      }
      return call(Image.UploadImage, { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageStorageKeys.all }),
  });
}

/** POST /image/Reset?type: deletes all the seller's images of one type. */
export function useResetImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: ImageLibraryType) => call(Image.Reset, { query: { type } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageStorageKeys.all }),
  });
}
