import { ENDPOINTS } from '@panna/shared';
import { createHash } from 'node:crypto';
import { Value } from 'typebox/value';
import { describe, expect } from 'vitest';
import { journalOf } from '../../domain/control/journal';
import { DEPOSIT_MESSAGES, SLIP_FILE_LIMIT } from '../../domain/player/deposits';
import { settingsOf } from '../../domain/settings';
import { ANSWER_CONTENT_TYPE, addPlayer, routeTest } from '../../testing';
import { SLIP_BODY_LIMIT, SLIP_BODY_MESSAGES } from './funds-slip';
import { BOUNDARY, JPEG, PNG, formBody, smgParts, type SlipPart } from './funds-slip.fixture';

const PATH = 'api-fund-payment-slip-upload';

const it = routeTest
  /** Posts a form (or any bytes) to the slip path: the HTTP status, type and JSON answer. */
  .extend(
    'upload',
    ({ app }) =>
      async (
        payload: Buffer | string,
        type = `multipart/form-data; boundary=${BOUNDARY}`,
        path = PATH,
      ) => {
        const response = await app.inject({
          method: 'POST',
          url: `/${path}`,
          payload,
          headers: { 'content-type': type },
        });
        const body = response.json<Record<string, unknown>>();
        if (response.statusCode === 200 && path === PATH)
          expect(Value.Check(ENDPOINTS[PATH].response, body), JSON.stringify(body)).toBe(true);
        return { code: response.statusCode, type: response.headers['content-type'], body };
      },
  )
  /** A pending deposit request of the player: its id. */
  .extend('requestId', async ({ asPlayer }) => {
    const added = await asPlayer('api-fund-request-add', { request_amount: '500' });
    return String(added.fund_request_id);
  });

const withId = (id: string): SlipPart[] => [{ name: 'fund_request_id', value: id }];

describe('api-fund-payment-slip-upload', () => {
  it("needs the request's id, as the real server does (SMG sends the amount instead)", async ({
    upload,
    player,
    requestId,
    control,
  }) => {
    expect((await upload(formBody(smgParts(player.token)))).body).toEqual({
      status: false,
      msg: 'Fund Request ID Not Available',
    });
    const done = await upload(formBody(smgParts(player.token, withId(requestId))));
    expect(done).toEqual({
      code: 200,
      type: ANSWER_CONTENT_TYPE,
      body: { status: true, msg: 'Payment Slip Uploded Successfully.', request_status: '0' },
    });
    // What is kept: the file's name, size and hash, for QA; never its bytes.
    const { body } = await control('GET', '/deposits');
    expect(body.deposits[0]).toMatchObject({
      id: Number(requestId),
      slip_file: expect.stringMatching(new RegExp(`^slip-${requestId}-[0-9a-f]{12}\\.jpg$`)),
      slip_size: JPEG.length,
      slip_sha256: createHash('sha256').update(JPEG).digest('hex'),
    });
  });

  it("is kept in the world's database: a snapshot carries it, a restore puts it back", async ({
    upload,
    player,
    requestId,
    control,
  }) => {
    const slipOf = async () =>
      ((await control('GET', '/deposits')).body.deposits as { slip_sha256: string | null }[])[0]
        ?.slip_sha256;
    expect((await control('POST', '/snapshots', { name: 'before-slip' })).code).toBe(200);
    await upload(formBody(smgParts(player.token, withId(requestId))));
    expect(await control('POST', '/snapshots', { name: 'with-slip' })).toMatchObject({ code: 200 });
    await control('POST', '/snapshots/before-slip/restore');
    expect(await slipOf()).toBeNull();
    await control('POST', '/snapshots/with-slip/restore');
    expect(await slipOf()).toBe(createHash('sha256').update(JPEG).digest('hex'));
  });

  it('takes a JPEG or a PNG whose bytes say so, within 2 MB; anything else is "File type invalid"', async ({
    upload,
    player,
    requestId,
  }) => {
    const slip = (file: Buffer, filename: string, parts = withId(requestId)) =>
      upload(
        formBody([
          ...smgParts(player.token, parts).filter((p) => p.name !== 'payment_slip'),
          { name: 'payment_slip', value: file, filename, type: 'image/png' },
        ]),
      );
    expect((await slip(PNG, 'receipt.PNG')).body.status).toBe(true);
    expect((await slip(JPEG, 'photo.jpeg')).body.status).toBe(true);
    const invalid = { status: false, msg: DEPOSIT_MESSAGES.slipInvalid };
    expect((await slip(PNG, 'receipt.jpg')).body).toEqual(invalid);
    expect((await slip(Buffer.from('GIF89a....'), 'anim.gif')).body).toEqual(invalid);
    expect((await slip(Buffer.from('not an image'), 'fake.jpg')).body).toEqual(invalid);
    expect((await slip(Buffer.alloc(0), 'empty.jpg')).body).toEqual(invalid);
    // The name's last extension counts, and a name needs one.
    expect((await slip(PNG, 'receipt.png.exe')).body).toEqual(invalid);
    expect((await slip(PNG, 'receipt')).body).toEqual(invalid);
    expect((await slip(JPEG, 'photo.png')).body).toEqual(invalid);
    const largest = Buffer.concat([JPEG, Buffer.alloc(SLIP_FILE_LIMIT - JPEG.length)]);
    expect((await slip(largest, 'largest.jpg')).body.status).toBe(true);
    const large = Buffer.concat([JPEG, Buffer.alloc(SLIP_FILE_LIMIT - JPEG.length + 1)]);
    expect((await slip(large, 'large.jpg')).body).toEqual(invalid);
    // No file part at all.
    const noFile = smgParts(player.token, withId(requestId)).filter(
      (p) => p.name !== 'payment_slip',
    );
    expect((await upload(formBody(noFile))).body).toEqual(invalid);
  });

  it("attaches to the player's own deposit requests only", async ({
    world,
    upload,
    asPlayer,
    player,
  }) => {
    const other = addPlayer(world, { wallet: 0 });
    const theirs = await asPlayer('api-fund-request-add', { request_amount: 300 }, other);
    await asPlayer('api-add-money-via-upi', {
      amount: '300',
      txn_id: 'T1',
      txn_ref: 'R1',
      otherupi: '1',
    });
    const upi = world.db.prepare("SELECT id FROM deposit_requests WHERE kind = 'upi'").get() as {
      id: number;
    };
    for (const id of [String(theirs.fund_request_id), String(upi.id), '0', 'x', '99999'])
      expect((await upload(formBody(smgParts(player.token, withId(id))))).body, id).toEqual({
        status: false,
        msg: DEPOSIT_MESSAGES.noFundRequest,
      });
    // Without a token (the real server reads none) no request is the caller's.
    const tokenless = smgParts('', withId(String(theirs.fund_request_id))).filter(
      (p) => p.name !== 'unique_token',
    );
    expect((await upload(formBody(tokenless))).body.msg).toBe(DEPOSIT_MESSAGES.noFundRequest);
  });

  it('refuses a body past its limit (413), and a broken form as the real server reads it', async ({
    world,
    upload,
    player,
    requestId,
  }) => {
    const huge = Buffer.concat([JPEG, Buffer.alloc(SLIP_BODY_LIMIT)]);
    const tooLarge = await upload(formBody(smgParts(player.token, withId(requestId), huge)));
    expect(tooLarge).toMatchObject({
      code: 413,
      body: { status: false, msg: SLIP_BODY_MESSAGES.tooLarge },
    });
    // No boundary, a boundary the body lacks, a part that never ends: the real server finds no
    // app key in them.
    const broken: [string, string][] = [
      ['multipart/form-data', formBody(smgParts(player.token)).toString('latin1')],
      [`multipart/form-data; boundary=other`, formBody(smgParts(player.token)).toString('latin1')],
      [
        `multipart/form-data; boundary=${BOUNDARY}`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb`,
      ],
      [
        `multipart/form-data; boundary=${BOUNDARY}`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nb\r\n--${BOUNDARY}--`,
      ],
    ];
    for (const [type, body] of broken)
      expect(await upload(body, type)).toMatchObject({
        code: 200,
        body: { status: false, msg: 'UnAuthorized request' },
      });
    settingsOf(world).update({ profile: 'strict' });
    const strict = await upload(broken[0]![1], broken[0]![0]);
    expect(strict).toMatchObject({
      code: 400,
      body: { status: false, msg: expect.stringMatching(/^Invalid multipart body: /) },
    });
  });

  it('checks the app key from the form, journals the file described, and stays the only form path', async ({
    world,
    upload,
    player,
    requestId,
  }) => {
    const keyless = smgParts(player.token, withId(requestId)).filter((p) => p.name !== 'app_key');
    expect((await upload(formBody(keyless))).body).toEqual({
      status: false,
      msg: 'UnAuthorized request',
    });
    await upload(formBody(smgParts(player.token, withId(requestId))));
    const [entry] = journalOf(world).query({ limit: 1 });
    expect(entry).toMatchObject({ path: PATH, answer: { status: true } });
    expect(JSON.stringify(entry?.body)).toContain(createHash('sha256').update(JPEG).digest('hex'));
    expect(JSON.stringify(entry?.body).length).toBeLessThan(1000);
    // Every other provider path still refuses a form.
    const elsewhere = await upload(
      formBody(smgParts(player.token)),
      `multipart/form-data; boundary=${BOUNDARY}`,
      'api-fund-request-add',
    );
    expect(elsewhere.code).toBe(415);
  });
});
