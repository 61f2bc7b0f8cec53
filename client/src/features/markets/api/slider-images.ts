/** api-get-slider-images: home slider (the token is optional). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/use-session';

export const sliderImagesQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sliderImages(token),
    queryFn: ({ signal }) =>
      callProvider('api-get-slider-images', token ? { unique_token: token } : {}, { signal }),
    select: (answer) => answer.sliderdata.map((slide) => slide.slider_image).filter(Boolean),
    staleTime: 5 * 60_000,
  });

export function useSliderImages() {
  const token = useSession()?.token ?? '';
  return useQuery(sliderImagesQuery(token));
}
