import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayIcon } from './payIcon';

// A path, not a file: URL: under jsdom, URL is jsdom's own class, which node:fs does not accept.
const stylesheet = readFileSync(join(import.meta.dirname, 'payIcon.css'), 'utf8');

describe('the pay buttons’ glyphs in right-to-left pages', () => {
  it('mirrors the cart, which points the way the text runs, and not the pen', () => {
    const cart = render(<PayIcon kind="cart" />).container.querySelector('svg');
    expect(cart).toHaveClass('pay-icon', 'pay-icon--mirrored');
    const pen = render(<PayIcon kind="document-edit" />).container.querySelector('svg');
    expect(pen).toHaveClass('pay-icon');
    expect(pen).not.toHaveClass('pay-icon--mirrored');
  });

  it('turns the mirrored glyphs around only under dir="rtl"', () => {
    const rule = /\[dir='rtl'\] \.pay-icon--mirrored \{\s*transform: scaleX\(-1\);\s*\}/;
    expect(stylesheet).toMatch(rule);
    // Nowhere else: a left-to-right page draws the cart as it is.
    expect(stylesheet.match(/pay-icon--mirrored/g)).toHaveLength(1);
  });
});
