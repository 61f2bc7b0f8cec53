import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { openSandbox } from '../../test/sandbox';
import { answerWith, injectFault, patchSettings } from '../../test/provider-tools';

declare global {
  interface Window {
    htpHacked?: boolean;
  }
}

describe('How To Play (/htp)', () => {
  it('is public: five points and the video button', async () => {
    await openSandbox();
    renderApp('/htp');
    expect(await screen.findByRole('heading', { name: 'How To Play' })).toBeInTheDocument();
    expect(await screen.findByText(/^1\. Sign in/)).toBeInTheDocument();
    for (const n of [2, 3, 4, 5])
      expect(screen.getByText(new RegExp(`^${n}\\. `))).toBeInTheDocument();
    const video = screen.getByRole('link', { name: 'Watch Video' });
    expect(video).toHaveAttribute('href', 'https://example.invalid/how-to-play');
    expect(video).toHaveAttribute('target', '_blank');
  });

  it("sanitises the provider's HTML: no script, no event handler, no javascript: link", async () => {
    const sandbox = await openSandbox();
    await patchSettings(sandbox, {
      howToPlay: {
        html:
          '<p>1. Safe point</p>' +
          '<script>window.htpHacked = true</script>' +
          '<img src="x" onerror="window.htpHacked = true" alt="pic">' +
          '<a href="javascript:window.htpHacked = true">bad link</a>',
        videoLink: 'https://example.invalid/v',
      },
    });
    const view = renderApp('/htp');
    expect(await screen.findByText('1. Safe point')).toBeInTheDocument();
    expect(view.container.querySelector('script')).toBeNull();
    const image = screen.getByRole('img', { name: 'pic' });
    expect(image).not.toHaveAttribute('onerror');
    image.dispatchEvent(new Event('error'));
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(window.htpHacked).toBeUndefined();
  });

  it('shows loading, then an error state when the content cannot be fetched', async () => {
    const sandbox = await openSandbox();
    await injectFault(sandbox, 'api-how-to-play', { kind: 'latency', latency_ms: 800 });
    await injectFault(sandbox, 'api-how-to-play', { kind: 'status_false', msg: 'x' });
    renderApp('/htp');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('shows the empty state when there is no content', async () => {
    await openSandbox();
    answerWith('api-how-to-play', { status: true, msg: 'ok', content: [] });
    renderApp('/htp');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });
});
