import { Type, type Static } from 'typebox';
import { endpoint } from './define';
import {
  EmptyRequest,
  Id,
  LIMITS,
  NoRows,
  Text,
  TokenRequest,
  emptyList,
  listReply,
  reply,
  request,
  success,
} from './envelope';

/** The content calls' own messages (the real server's, word for word; banners INFERRED). */
export const CONTENT_MSG = {
  CONTACT: 'Contact Data Available',
  NOTIFICATIONS: 'Notification Data Available',
  NOTIFICATIONS_EMPTY: 'Notification Data Not Available',
  NOTICES: 'Notice Data.',
  NOTICES_EMPTY: 'Data Not Found.',
  /** An empty image list, as the real server words it for sliders. */
  NO_IMAGES: 'Data Not Available',
} as const;

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
  /** The image's id, text ("1"); one public client reads it on every row. */
  image_id: Type.String(),
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

/**
 * The contact page: the support settings (`whatsapp_no` is api-get-social-data's `mobile_no`,
 * `mobile_2` its `telegram_no`) and the contact links.
 */
export const ContactDetailsSuccess = success({
  whatsapp_no: Type.String(),
  mobile_1: Type.String(),
  /** Shown as the Telegram handle, or as a support link when it starts with http. */
  mobile_2: Type.String(),
  email_1: Type.String(),
  email_2: Type.String(),
  facebook: Type.String(),
  twitter: Type.String(),
  youtube: Type.String(),
  google_plus: Type.String(),
  instagram: Type.String(),
});
export type ContactDetailsSuccess = Static<typeof ContactDetailsSuccess>;
export const ContactDetailsResponse = reply(ContactDetailsSuccess);
export type ContactDetailsResponse = Static<typeof ContactDetailsResponse>;

export const NotificationRow = Type.Object({
  msg: Type.String(),
  /** '%d %b %Y %r': "01 Jul 2024 10:00:00 AM". */
  insert_date: Type.String(),
});
export type NotificationRow = Static<typeof NotificationRow>;

/** Every notification of the player, newest first (seen ones too); listing marks them seen. */
export const NotificationsResponse = listReply(
  success({ notification: Type.Array(NotificationRow) }),
  emptyList({ notification: NoRows }),
);
export type NotificationsResponse = Static<typeof NotificationsResponse>;

export const NoticeRow = Type.Object({
  notice_title: Type.String(),
  notice_msg: Type.String(),
  /** The day it shows from, '%d %b %Y': "01 Jul 2024". */
  notice_date: Type.String(),
  /** When it was added, '%d %b %Y %r'. */
  insert_date: Type.String(),
});
export type NoticeRow = Static<typeof NoticeRow>;

/** The notices showing today, newest first, with the chat (WhatsApp) number. */
export const NoticesResponse = listReply(
  success({ notices: Type.Array(NoticeRow), mobile_no: Type.String() }),
  emptyList({ notices: NoRows, mobile_no: Type.String() }),
);
export type NoticesResponse = Static<typeof NoticesResponse>;

/** A banner image: an absolute URL (INFERRED: no copy of the real server answers this call). */
export const BannerRow = Type.Object({ banner: Type.String() });
export type BannerRow = Static<typeof BannerRow>;

export const BannersResponse = listReply(
  success({ banner: Type.Array(BannerRow) }),
  emptyList({ banner: NoRows }),
);
export type BannersResponse = Static<typeof BannersResponse>;

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
    path: 'api-get-contact-details',
    group: 'content',
    auth: 'key',
    summary: 'The contact page: WhatsApp, call and Telegram numbers, e-mails and social links.',
    request: EmptyRequest,
    response: ContactDetailsResponse,
  }),
  endpoint({
    path: 'api-get-notification',
    group: 'content',
    auth: 'token',
    summary: "The player's notifications, newest first; listing them marks them seen.",
    request: TokenRequest,
    response: NotificationsResponse,
  }),
  endpoint({
    path: 'api-get-notice',
    group: 'content',
    auth: 'key',
    summary: 'The notices showing today, newest first, and the chat number.',
    request: EmptyRequest,
    response: NoticesResponse,
  }),
  endpoint({
    path: 'api-get-banners',
    group: 'content',
    auth: 'key',
    summary: 'Banner images (the slider images), for a guessing-form screen.',
    request: EmptyRequest,
    response: BannersResponse,
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
