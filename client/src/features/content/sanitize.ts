/** The provider's HTML is untrusted: only inert formatting survives. */
import DOMPurify from 'dompurify';

export function sanitizeProviderHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    // No forms, frames, styles or media that could phish, track or restyle the app.
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'iframe',
      'object',
      'embed',
      'video',
      'audio',
    ],
    FORBID_ATTR: ['style'],
  });
}
