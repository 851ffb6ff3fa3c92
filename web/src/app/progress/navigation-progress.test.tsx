import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AppProgressBar } from './navigation-progress';

function SlowQuery({ answer }: { answer: Promise<string> }) {
  useQuery({ queryKey: ['slow'], queryFn: () => answer });
  return null;
}

describe('AppProgressBar', () => {
  it('shows while a call is in flight past the throttle, then completes, without re-rendering', async () => {
    let resolve = (_: string) => undefined as void;
    const answer = new Promise<string>((done) => {
      resolve = done;
    });
    const commits = vi.fn();
    await renderWithProviders(
      <>
        <Profiler id="bar" onRender={commits}>
          <AppProgressBar />
        </Profiler>
        <SlowQuery answer={answer} />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Loading the page', hidden: true });
    expect(bar.dataset.phase).toBe('idle');

    await waitFor(() => expect(bar.dataset.phase).toBe('loading'), { timeout: 2000 });
    const commitsWhileLoading = commits.mock.calls.length;
    resolve('done');
    await waitFor(() => expect(bar.dataset.phase).toBe('done'), { timeout: 2000 });
    // Starting and completing the bar are no React updates (a blocking update would restart the
    // screen's render in progress).
    expect(commits).toHaveBeenCalledTimes(commitsWhileLoading);
  });
});
