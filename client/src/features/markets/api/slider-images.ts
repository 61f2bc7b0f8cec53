/** api-get-slider-images: home slider (the token is optional). */
import type { SuccessOf } from '@panna/shared/protocol';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callProvider } from '../../../lib/provider-client';
import { queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/use-session';

type SliderAnswer = SuccessOf<'api-get-slider-images'>;

/** The slide addresses, in order. */
const slidesOf = (answer: SliderAnswer) =>
  answer.sliderdata.map((slide) => slide.slider_image).filter(Boolean);

export const sliderImagesQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sliderImages(token),
    queryFn: ({ signal }) =>
      callProvider('api-get-slider-images', token ? { unique_token: token } : {}, { signal }),
    select: slidesOf,
    staleTime: 5 * 60_000,
  });

/** The first slide, downloading; held so that the rendered <img> finds it in the image cache. */
let firstSlide: HTMLImageElement | undefined;

/**
 * Starts the slider query ahead of the home screen's first render and, as soon as it answers, the
 * first slide's download: that image is the screen's largest paint, and would otherwise only be
 * requested once the screen has rendered it.
 */
export async function prefetchSlider(client: QueryClient, token: string): Promise<void> {
  // A failed answer is the screen's to show: its own query finds it in the cache.
  const [first] = await client.query(sliderImagesQuery(token)).catch(() => []);
  if (first && firstSlide?.src !== first) {
    firstSlide = new Image();
    firstSlide.fetchPriority = 'high';
    firstSlide.src = first;
  }
}

export function useSliderImages() {
  const token = useToken();
  return useQuery(sliderImagesQuery(token));
}
