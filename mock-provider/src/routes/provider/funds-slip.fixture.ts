/** Multipart bodies for the payment-slip tests, built as an Android client's HTTP library does. */
import { ENVELOPE } from '../../testing';

/** The first bytes of a JPEG (JFIF) and of a PNG: what the simulator tells an image by. */
export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(200, 7),
]);
export const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);

export const BOUNDARY = 'c3f1e2b0-7a3d-4b1e-9f00-2d4d5a6b7c8d';

export interface SlipPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body of these parts (SMG labels its file part multipart/form-data). */
export function formBody(parts: SlipPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers = [
      `Content-Disposition: ${disposition}`,
      ...(part.filename === undefined
        ? []
        : [`Content-Type: ${part.type ?? 'multipart/form-data'}`]),
    ];
    chunks.push(
      Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** SMG's form: the envelope and token as text parts, the slip as `payment_slip`. */
export const smgParts = (
  token: string,
  extra: SlipPart[] = [],
  file: Buffer = JPEG,
): SlipPart[] => [
  { name: 'unique_token', value: token },
  { name: 'request_amount', value: '500' },
  { name: 'env_type', value: ENVELOPE.env_type },
  { name: 'app_key', value: ENVELOPE.app_key },
  ...extra,
  { name: 'payment_slip', value: file, filename: '1732700000000.jpg' },
];
