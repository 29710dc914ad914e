import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';

beforeEach(() => {
  document.documentElement.setAttribute('data-theme', 'light');
});

describe('the app shell', () => {
  it('has a logo, the title linking out safely, and a footer with this year', () => {
    render(<App />);
    const title = screen.getByRole('link', { name: 'React Recipes' });
    expect(title).toHaveAttribute('href', 'https://react.dev');
    expect(title).toHaveAttribute('target', '_blank');
    expect(title.getAttribute('rel')).toContain('noopener');
    expect(title).toHaveAccessibleDescription('Opens react.dev, an external site, in a new tab');
    expect(document.querySelector('header svg.logo')).not.toBeNull();
    const year = new Date().getFullYear();
    expect(screen.getByText(`Copyright © ${year} | All Rights Reserved.`)).toBeInTheDocument();
    const top = screen.getByRole('link', { name: 'Back to top' });
    expect(top).toHaveAttribute('href', '#top');
    expect(document.getElementById('top')).not.toBeNull();
  });

  it('toggles the theme, showing a moon in light and a sun in dark, and stores it', async () => {
    const user = userEvent.setup();
    render(<App />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
    // The name is the aria-label alone: no title repeating it.
    expect(toggle).not.toHaveAttribute('title');
    expect(toggle.querySelector('[data-icon="moon"]')).not.toBeNull();
    expect(toggle.querySelector('[data-icon="sun"]')).toBeNull();
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    const back = screen.getByRole('button', { name: 'Switch to light theme' });
    expect(back.querySelector('[data-icon="sun"]')).not.toBeNull();
    expect(back.querySelector('[data-icon="moon"]')).toBeNull();
    await user.click(back);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('links to the model-task catalogue from the header', () => {
    render(<App />);
    expect(screen.getByRole('link', { name: 'Model tasks' })).toHaveAttribute('href', '/tasks');
  });
});
