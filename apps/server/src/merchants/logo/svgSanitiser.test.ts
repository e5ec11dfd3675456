import { describe, expect, it } from 'vitest';
import { sanitiseSvg, UnsafeSvg } from './svgSanitiser';

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;

describe('sanitiseSvg', () => {
  it('drops references hidden behind character references and odd spacing', () => {
    const out = sanitiseSvg(
      svg(
        '<use href="&#x6a;avascript:alert(1)"/><rect style="fill: u&#114;l( \'https://x.example\' )"/>' +
          '<rect ONCLICK="x()" fill="red"/><set attributeName="href" to="javascript:x()"/>',
      ),
    );
    expect(out).toBe(svg('<use/><rect/><rect fill="red"/>'));
  });

  it('drops a whole unknown element with what is inside it, and keeps the text of known ones', () => {
    expect(
      sanitiseSvg(
        svg('<image href="https://x.example/a.png"><title>t</title></image><text>Shop</text>'),
      ),
    ).toBe(svg('<text>Shop</text>'));
  });

  it('refuses what cannot be read safely', () => {
    for (const source of [
      '<html/>',
      svg('<rect>'),
      `<!DOCTYPE svg>${svg('')}`,
      `${svg('')}<svg/>`,
      `${svg('')}trailing`,
      '<svg><rect x=1/></svg>',
    ]) {
      expect(() => sanitiseSvg(source), source).toThrow(UnsafeSvg);
    }
  });
});
