import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import { EmptyRequest, Id, LIMITS, Text, reply, request, success } from './envelope';

export const SocialDataSuccess = success({
  /** The chat (WhatsApp) number. */
  mobile_no: Type.String(),
  /** The call number. */
  mobile_1: Type.String(),
  telegram_no: Type.String(),
});
export type SocialDataSuccess = Static<typeof SocialDataSuccess>;
export const SocialDataResponse = reply(SocialDataSuccess);
export type SocialDataResponse = Static<typeof SocialDataResponse>;

/** The token is absent on the first call, so this call is key-only. */
export const SliderImagesRequest = request({ unique_token: Type.Optional(Text()) });
export type SliderImagesRequest = Static<typeof SliderImagesRequest>;

export const SliderImage = Type.Object({
  /** An absolute URL. */
  slider_image: Type.String(),
});
export type SliderImage = Static<typeof SliderImage>;

export const SliderImagesSuccess = success({ sliderdata: Type.Array(SliderImage) });
export type SliderImagesSuccess = Static<typeof SliderImagesSuccess>;
export const SliderImagesResponse = reply(SliderImagesSuccess);
export type SliderImagesResponse = Static<typeof SliderImagesResponse>;

/** `ids`: [1] home, [2] add funds, [3] other. Sent without the app key by one client. */
export const HeadlineRequest = request({ ids: Type.Array(Id, { maxItems: LIMITS.IDS }) });
export type HeadlineRequest = Static<typeof HeadlineRequest>;

export const Headline = Type.Object({
  /** "1" = show. */
  status: Type.String(),
  /** Plain text. */
  notes: Type.String(),
});
export type Headline = Static<typeof Headline>;

export const HeadlineSuccess = success({ data: Type.Array(Headline) });
export type HeadlineSuccess = Static<typeof HeadlineSuccess>;
export const HeadlineResponse = reply(HeadlineSuccess);
export type HeadlineResponse = Static<typeof HeadlineResponse>;

export const HowToPlay = Type.Object({
  /** HTML. */
  how_to_play_content: Type.String(),
  video_link: Type.String(),
});
export type HowToPlay = Static<typeof HowToPlay>;

export const HowToPlaySuccess = success({ content: Type.Array(HowToPlay) });
export type HowToPlaySuccess = Static<typeof HowToPlaySuccess>;
export const HowToPlayResponse = reply(HowToPlaySuccess);
export type HowToPlayResponse = Static<typeof HowToPlayResponse>;

export const FundRules = Type.Object({
  /** Multi-line text. */
  deposit_rule: Type.String(),
  /** Multi-line text. */
  withdrawal_rule: Type.String(),
});
export type FundRules = Static<typeof FundRules>;

export const FundRulesSuccess = success({ content: Type.Array(FundRules) });
export type FundRulesSuccess = Static<typeof FundRulesSuccess>;
export const FundRulesResponse = reply(FundRulesSuccess);
export type FundRulesResponse = Static<typeof FundRulesResponse>;

export const CONTENT_ENDPOINTS = [
  endpoint({
    path: 'api-get-social-data',
    group: 'content',
    auth: 'key',
    summary: 'Support numbers: chat, call and Telegram.',
    request: EmptyRequest,
    response: SocialDataResponse,
  }),
  endpoint({
    path: 'api-get-slider-images',
    group: 'content',
    auth: 'key',
    summary: 'Home slider images (the token is optional).',
    request: SliderImagesRequest,
    response: SliderImagesResponse,
  }),
  endpoint({
    path: 'api-get-headline',
    group: 'content',
    auth: 'open',
    summary: 'Headline notes by id: 1 home, 2 add funds, 3 other (accepted without the app key).',
    request: HeadlineRequest,
    response: HeadlineResponse,
  }),
  endpoint({
    path: 'api-how-to-play',
    group: 'content',
    auth: 'key',
    summary: 'How-to-play HTML and video link.',
    request: EmptyRequest,
    response: HowToPlayResponse,
  }),
  endpoint({
    path: 'api-money-deposit-withdrawal-rule',
    group: 'content',
    auth: 'key',
    summary: 'Deposit and withdrawal rules text.',
    request: EmptyRequest,
    response: FundRulesResponse,
  }),
] as const;
