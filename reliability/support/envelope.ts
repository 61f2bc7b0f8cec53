/**
 * The protocol's envelope: a JSON object with `status` (true, false or the quirk "true") and `msg`.
 * `statuslessOk`: the call may answer without `status` (the Starline and Gali lists, and a
 * game-status call's closed or unknown game, whose `msg` may say so), as the real server does; a
 * refusal still carries both. `type`: the content type the answers are sent as
 * (the control plane's JSON; the provider's answers travel as text/html, the real server's).
 */
export function envelopeProblem(
  statusCode: number,
  contentType: string | undefined,
  text: string,
  {
    msgRequired = true,
    statuslessOk = false,
    msglessFalseOk = false,
    type = 'application/json',
  }: {
    msgRequired?: boolean;
    statuslessOk?: boolean;
    msglessFalseOk?: boolean;
    type?: string;
  } = {},
): { problem?: string; status?: unknown } {
  if (statusCode >= 500) return { problem: `HTTP ${statusCode}` };
  if (!String(contentType ?? '').startsWith(type))
    return { problem: `content-type ${contentType ?? '(none)'}` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: 'answer is not JSON' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { problem: 'answer is not an object' };
  const { status, msg } = body as Record<string, unknown>;
  // A closed game's status says so in msg, still without status (shared's ANSWERS_WITHOUT_STATUS).
  if (statuslessOk && !('status' in body))
    return 'msg' in body && typeof msg !== 'string'
      ? { problem: 'msg is not a string' }
      : { status: undefined };
  if (status !== true && status !== false && status !== 'true')
    return { problem: `status is ${JSON.stringify(status)}` };
  // `msglessFalseOk`: a call whose "nothing found" is status false without msg (the real server's
  // api-last-fund-request-detail); a msg it does send must still be text.
  const absentOk = msglessFalseOk && !('msg' in body);
  if ((msgRequired || status === false) && typeof msg !== 'string' && !absentOk)
    return { problem: 'msg is not a string', status };
  return { status };
}
