import { describe, expect, it } from 'vitest';
import { compareAnswers } from './compare';
import { readRecording, type Answer } from './recording';

const answer = (json: Record<string, unknown>, fields: Partial<Answer> = {}): Answer => ({
  http: 200,
  mimeType: 'text/html',
  json,
  before: '',
  ...fields,
});
const differences = (recorded: Record<string, unknown>, replayed: Record<string, unknown>) =>
  compareAnswers(answer(recorded), answer(replayed)).differences;

const ROW = {
  amount: '95',
  wining_date: '17 November 26 05:45',
  game_name: 'KALYAN',
  digits: '5',
  closedigits: '',
};

describe('compareAnswers', () => {
  it('takes values that vary (tokens, ids, times, balances) as they come', () => {
    expect(
      differences(
        {
          status: true,
          msg: 'Success',
          unique_token: 'a'.repeat(30),
          wallet_amt: '500',
          time_srt: 1,
          open_time: '03:45 PM',
        },
        {
          status: true,
          msg: 'Success',
          unique_token: 'b1'.repeat(15),
          wallet_amt: '12',
          time_srt: 9,
          open_time: '11:00 AM',
        },
      ),
    ).toEqual([]);
  });

  it('compares the envelope word for word: HTTP status, content type, status and msg', () => {
    const { differences: found } = compareAnswers(
      answer({ status: 'true', msg: 'Mobile number is not registered' }),
      answer(
        { status: true, msg: 'Mobile number is not registered ' },
        { http: 400, mimeType: 'application/json' },
      ),
    );
    expect(found).toEqual([
      { where: '(HTTP status)', recorded: '200', simulator: '400' },
      { where: '(content type)', recorded: 'text/html', simulator: 'application/json' },
      { where: 'status', recorded: '"true"', simulator: 'true' },
      {
        where: 'msg',
        recorded: '"Mobile number is not registered"',
        simulator: '"Mobile number is not registered "',
      },
    ]);
  });

  it('names a field missing on either side, at any depth', () => {
    expect(
      differences({ result: [{ ...ROW, points: '10' }] }, { result: [ROW], extra: 0 }),
    ).toEqual([
      { where: 'extra', recorded: '(not in the recording)', simulator: 'integer' },
      { where: 'result[].points', recorded: 'text: whole number', simulator: '(not answered)' },
    ]);
  });

  it('names a type or format that differs: a number for text, a date printed otherwise, null', () => {
    expect(
      differences(
        { fund_request_id: '24', rows: [{ ...ROW, wining_date: '2026-11-17 17:45' }], note: null },
        { fund_request_id: 24, rows: [ROW], note: 'x' },
      ),
    ).toEqual([
      { where: 'fund_request_id', recorded: 'text: whole number', simulator: 'integer' },
      { where: 'note', recorded: 'null', simulator: 'text: words' },
      {
        where: 'rows[].wining_date',
        recorded: 'text: ISO date "2024-07-03"',
        simulator: 'text: win time "17 November 26 05:45"',
      },
    ]);
  });

  it('merges the rows of a list: an empty text fits any format, a field some rows lack is no difference', () => {
    expect(
      differences(
        { rows: [ROW, { ...ROW, closedigits: '590', extra: 'x' }] },
        { rows: [{ ...ROW, amount: '' }] },
      ),
    ).toEqual([]);
    expect(differences({ rows: [ROW] }, { rows: [{ ...ROW, amount: '95.50' }] })).toEqual([
      {
        where: 'rows[].amount',
        recorded: 'text: whole number',
        simulator: 'text: decimal "12.50"',
      },
    ]);
  });

  it('notes the lists it could not compare, without calling that a difference', () => {
    expect(compareAnswers(answer({ rows: [ROW] }), answer({ rows: [] }))).toEqual({
      differences: [],
      notes: ['rows: rows not compared (the simulator answered none)'],
    });
  });
});

describe('readRecording', () => {
  const entry = (
    url: string,
    body: unknown,
    text: string,
    fields: Record<string, unknown> = {},
  ) => ({
    request: {
      method: 'POST',
      url,
      postData: { mimeType: 'application/json', text: JSON.stringify(body) },
    },
    response: { status: 200, content: { mimeType: 'text/html; charset=UTF-8', text }, ...fields },
  });

  it('reads the provider calls, aliases and notices included, and sets the rest aside with the reason', () => {
    const har = {
      log: {
        entries: [
          entry('https://p.example/api/api-galidisswar-game', {}, '{"result":[]}'),
          entry(
            'https://p.example/api-user-login',
            { mobile: '1' },
            '<b>Notice</b> {"status":false,"msg":"Mobile not found"}',
          ),
          { request: { method: 'GET', url: 'https://app.example/' }, response: { status: 200 } },
          entry('https://p.example/api-unknown', {}, '{}'),
          {
            ...entry('https://p.example/api-get-social-data', {}, ''),
            response: { status: 0, content: {} },
          },
          entry('https://p.example/api-get-social-data', {}, '<h1>503</h1>'),
          {
            ...entry('https://p.example/api-how-to-play', {}, ''),
            response: {
              status: 200,
              content: {
                mimeType: 'text/html',
                encoding: 'base64',
                text: Buffer.from('{"status":true,"msg":"Success"}').toString('base64'),
              },
            },
          },
        ],
      },
    };
    const { calls, setAside } = readRecording(JSON.stringify(har));
    expect(
      calls.map((c) => [c.entry, c.path, c.called, c.answer.mimeType, c.answer.before]),
    ).toEqual([
      [1, 'api-galidisawar-game', 'api-galidisswar-game', 'text/html', ''],
      [2, 'api-user-login', 'api-user-login', 'text/html', '<b>Notice</b>'],
      [7, 'api-how-to-play', 'api-how-to-play', 'text/html', ''],
    ]);
    expect(calls[1]!.body).toEqual({ mobile: '1' });
    expect(setAside.map((s) => [s.entry, s.reason])).toEqual([
      [3, 'not a POST'],
      [4, 'not a call of the protocol'],
      [5, 'no answer (the call failed)'],
      [6, 'the provider answered HTTP 200 without a JSON object'],
    ]);
  });

  it('refuses a file that is not a HAR', () => {
    expect(() => readRecording('[]')).toThrow(/not a HAR file/);
    expect(() => readRecording('{"log":')).toThrow(/not a HAR file/);
  });
});
