/**
 * api-fund-payment-slip-upload, the one provider call whose body is `multipart/form-data` (a
 * public client posts the slip's photo with its text parts). It lives in a Fastify context of its
 * own that reads forms, so every other provider path still refuses them (415).
 */
import type { UploadedFile } from '@panna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { DEPOSIT_MESSAGES, depositsOf } from '../../domain/player/deposits';
import { boundaryOf, readForm, type Form, type FormFile } from '../../multipart-form';
import { defineEndpoint } from './define';

/** The one provider path that reads a form, and the form's type. */
export const SLIP_PATH = 'api-fund-payment-slip-upload';
export const SLIP_FORM_TYPE = 'multipart/form-data';

/** The most bytes a slip's form may have: PHP's 2 MB upload limit, the text parts, and room. */
export const SLIP_BODY_LIMIT = 4 * 1024 * 1024;

export const SLIP_BODY_MESSAGES = {
  tooLarge: `The body is larger than ${SLIP_BODY_LIMIT / 1024 / 1024} MiB, the most a payment slip's form may have`,
} as const;

/** What the call's schema and the journal see of a file: never its bytes. */
const describe = (file: FormFile): UploadedFile => ({
  filename: file.filename,
  content_type: file.contentType,
  size: file.bytes.length,
  sha256: createHash('sha256').update(file.bytes).digest('hex'),
  head: file.bytes.subarray(0, 16).toString('hex'),
});

/** The body a handler gets: the text parts as they came, each file part described. */
const asBody = (form: Form): Record<string, unknown> => ({
  ...form.fields,
  ...Object.fromEntries(Object.entries(form.files).map(([name, file]) => [name, describe(file)])),
});

const tooLarge = () => Object.assign(new Error(SLIP_BODY_MESSAGES.tooLarge), { statusCode: 413 });

/** The whole body, refused (413) as soon as it passes the limit, whatever its length said. */
async function readLimited(payload: Readable, declared: number): Promise<Buffer> {
  if (declared > SLIP_BODY_LIMIT) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > SLIP_BODY_LIMIT) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export function registerPaymentSlips(app: FastifyInstance): void {
  // Not awaited: Fastify loads the context once the provider's plugin has declared its routes.
  void app.register((slips, _options, done) => {
    const readSlipForm = async (request: FastifyRequest, payload: IncomingMessage) => {
      const boundary = boundaryOf(String(request.headers['content-type']));
      const body = await readLimited(payload, Number(request.headers['content-length'] ?? 0));
      return asBody(readForm(body, boundary));
    };
    slips.addContentTypeParser(SLIP_FORM_TYPE, readSlipForm);

    // The real server needs the request's id (SMG sends `request_amount` instead, and is refused),
    // then a JPEG or PNG; it answers the request's status.
    defineEndpoint(slips, SLIP_PATH, ({ body, world, user }) => {
      const outcome = depositsOf(world).attachSlip(user, body.fund_request_id, body.payment_slip);
      return outcome.ok
        ? {
            status: true,
            msg: DEPOSIT_MESSAGES.slipUploaded,
            request_status: outcome.requestStatus,
          }
        : { status: false, msg: outcome.msg };
    });
    done();
  });
}
