import { afterEach, describe, expect, it } from 'vitest';
import { FRAME_SCRIPT, FRAME_TEMPLATE_ID } from './inline-scripts';

const LOADING = '<p>Loading...</p>';
const FRAME = '<header>Welcome</header>';

/** A page as the built index.html has it, at `path`, then the inline script run once. */
function firstPaintAt(path: string): string {
  history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${LOADING}</div><template id="${FRAME_TEMPLATE_ID}">${FRAME}</template>`;
  new Function(FRAME_SCRIPT)();
  return document.getElementById('root')!.innerHTML;
}

const signIn = () =>
  localStorage.setItem('userCredentials', JSON.stringify({ username: 'a', token: 't' }));

describe('the signed-in frame script', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('shows the frame where a signed-in player lands: / and the home', () => {
    signIn();
    expect(firstPaintAt('/')).toBe(FRAME);
    expect(firstPaintAt('/imp')).toBe(FRAME);
    expect(firstPaintAt('/IMP/')).toBe(FRAME);
  });

  it('leaves the loading state signed out, and on any other path', () => {
    expect(firstPaintAt('/')).toBe(LOADING);
    expect(firstPaintAt('/imp')).toBe(LOADING);
    signIn();
    expect(firstPaintAt('/single')).toBe(LOADING);
    expect(firstPaintAt('/imp4')).toBe(LOADING);
  });
});
