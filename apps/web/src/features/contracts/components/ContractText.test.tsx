import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractTextSection } from './ContractText.tsx';

// The contract's first heading sits right under its section's h2, whatever level the template's
// author started at, so a screen reader's outline has no gap (axe "heading-order").

describe('a contract text’s headings', () => {
  it.each([
    ['# Waiver\n\n## Risks\n\nText.', 'Waiver', 'Risks'],
    ['## Waiver\n\n### Risks\n\nText.', 'Waiver', 'Risks'],
  ])('start at h3 under the section’s h2 (%j)', (body, first, second) => {
    render(<ContractTextSection heading="Text of the contract" title="Waiver" body={body} language="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Text of the contract' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: first })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: second })).toBeTruthy();
  });
});
