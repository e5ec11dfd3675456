import { describe, expect, it } from 'vitest';
import { selectorClassesOf } from './builtPage';

describe('the classes each selector of a built stylesheet needs (what a drawing must carry it for)', () => {
  it('reads every selector, in media queries too, and no class from declarations', () => {
    const css =
      '.status-summary{margin:0 0 .25rem}.status-summary__total dd{font-weight:600}' +
      '@media (min-width:40.5em){.qr-code__frame>svg,.bank-redirect .button{width:12.5rem;background:url(x.svg)}}' +
      '[dir=rtl] .arrow{transform:scaleX(-1)}';
    expect(selectorClassesOf(css)).toEqual([
      ['status-summary'],
      ['status-summary__total'],
      ['qr-code__frame'],
      ['bank-redirect', 'button'],
      ['arrow'],
    ]);
  });

  it('takes what is inside parentheses as a condition, not a class the element must have', () => {
    expect(
      selectorClassesOf(
        '.saved-assets__option:has(input:checked) .saved-assets__detail,:is(.a,.b) .c{color:red}',
      ),
    ).toEqual([['saved-assets__option', 'saved-assets__detail'], ['c']]);
  });

  it('gives a selector naming no class no condition: every drawing needs its sheet', () => {
    expect(selectorClassesOf('dd{margin:0}[hidden]{display:none}')).toEqual([[], []]);
  });
});
