import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, hasNavigatedInApp, navigate, useLocation } from './router';

function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>at {pathname + search}</p>
      <Link href="/tasks?q=x">go</Link>
    </>
  );
}

describe('the router', () => {
  it('follows links without a reload, and knows once the visitor has moved in the app', async () => {
    window.history.replaceState(null, '', '/');
    render(<Where />);
    // A replace (a filter typed into a search box) is not a move; a fresh load is not either.
    act(() => navigate('/?a=1', { replace: true }));
    expect(hasNavigatedInApp()).toBe(false);
    expect(screen.getByText('at /?a=1')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByText('at /tasks?q=x')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tasks');
    expect(hasNavigatedInApp()).toBe(true);
  });
});
