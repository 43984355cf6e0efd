import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { MarkdownContent } from './MarkdownContent.tsx';

describe('help articles in Markdown', () => {
  it('renders a real article on /help/:slug: its title, sections and bold words', async () => {
    renderRoute('/help/setting-up-your-studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Setting up your studio' })).toBeTruthy();
    expect(screen.getByText('Business profile').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('makes no markup or script of raw HTML and no link of a javascript: address', () => {
    const { container } = render(
      <MemoryRouter>
        <MarkdownContent
          markdown={[
            '# Title',
            '<script>window.hacked = true</script>',
            '<img src="x" onerror="window.hacked = true">',
            '[a trap](javascript:alert(1)) and [the help](/help) and [a site](https://example.com)',
          ].join('\n\n')}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'a trap' })).toBeNull();
    expect(screen.getByText(/^a trap and/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the help' }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: 'a site' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});
