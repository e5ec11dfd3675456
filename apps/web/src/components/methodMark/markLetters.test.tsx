import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkFrame, MarkLetters } from './markBadge';
import markLetterWidths from './markLetterWidths.json';

/** The letters a mark drew: each outline's id and where it starts, and the word's placement. */
function drawn(letters: React.ReactElement) {
  const { container } = render(<MarkFrame>{letters}</MarkFrame>);
  const word = container.querySelector('g');
  return {
    transform: word?.getAttribute('transform'),
    fill: word?.getAttribute('fill'),
    letters: [...container.querySelectorAll('use')].map((use) => ({
      id: use.getAttribute('href')?.split('#')[1],
      x: Number(use.getAttribute('x')),
    })),
    text: container.querySelector('text'),
  };
}

const { advances, kerning } = markLetterWidths.upright;

describe("a mark's letters", () => {
  it('are outlines from the letters file, side by side by their advances and kerning', () => {
    const word = drawn(
      <MarkLetters x={16} y={14} size={10} fill="#d9480f">
        To
      </MarkLetters>,
    );
    // No SVG text: a font lookup and shaping per drawing is what the outlines spare.
    expect(word.text).toBeNull();
    expect(kerning.To).toBeLessThan(0);
    const o = advances.T + kerning.To;
    expect(word.letters).toEqual([
      { id: 'u54', x: 0 },
      { id: 'u6f', x: o },
    ]);
    // Centred on x = 16: half the word's width (in hundredths of its size 10) to the left.
    const width = (o + advances.o) / 10;
    expect(word.transform).toBe(`translate(${16 - width / 2} 14) scale(0.1)`);
    expect(word.fill).toBe('#d9480f');
  });

  it('start at x when anchored there, and come from the italic outlines when italic', () => {
    const word = drawn(
      <MarkLetters x={3} y={13.5} size={8.5} anchor="start" italic fill="#3d3d3d">
        UPI
      </MarkLetters>,
    );
    expect(word.letters.map(({ id }) => id)).toEqual(['u55i', 'u50i', 'u49i']);
    expect(word.transform).toBe('translate(3 13.5) scale(0.085)');
  });

  it('name the script to run when a mark writes a letter that has no outline yet', () => {
    expect(() =>
      render(
        <MarkFrame>
          <MarkLetters fill="#000">Zq</MarkLetters>
        </MarkFrame>,
      ),
    ).toThrow('No outline of "Z" for a mark: run node apps/web/scripts/markLetters.mjs');
  });
});
