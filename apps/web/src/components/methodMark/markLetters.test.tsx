import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkFrame, MarkLetters } from './markBadge';
import markLetterWidths from './markLetterWidths.json';

/** The word a mark drew: the outline it uses, where and how large, in which colour. */
function drawn(letters: React.ReactElement) {
  const { container } = render(<MarkFrame>{letters}</MarkFrame>);
  const uses = container.querySelectorAll('use');
  expect(uses).toHaveLength(1);
  return {
    outline: uses[0]?.getAttribute('href')?.split('#')[1],
    transform: uses[0]?.getAttribute('transform'),
    fill: uses[0]?.getAttribute('fill'),
    text: container.querySelector('text'),
  };
}

const { words } = markLetterWidths;

describe("a mark's letters", () => {
  it("are the word's outline from the letters file, centred on x, sized and coloured", () => {
    const word = drawn(
      <MarkLetters x={16} y={14} size={10} fill="#d9480f">
        To
      </MarkLetters>,
    );
    // No SVG text: a font lookup and shaping per drawing is what the outlines spare.
    expect(word.text).toBeNull();
    expect(word.outline).toBe('To');
    // Half the word's width (in hundredths of its size 10) to the left of x = 16.
    expect(word.transform).toBe(`translate(${16 - words.To / 10 / 2} 14) scale(0.1)`);
    expect(word.fill).toBe('#d9480f');
  });

  it('start at x when anchored there, and come from the italic outlines when italic', () => {
    const word = drawn(
      <MarkLetters x={3} y={13.5} size={8.5} anchor="start" italic fill="#3d3d3d">
        UPI
      </MarkLetters>,
    );
    expect(word.outline).toBe('UPI_i');
    expect(word.transform).toBe('translate(3 13.5) scale(0.085)');
  });

  it('name the script to run when a mark writes a word that has no outline yet', () => {
    expect(() =>
      render(
        <MarkFrame>
          <MarkLetters fill="#000">Zq</MarkLetters>
        </MarkFrame>,
      ),
    ).toThrow('No outline of "Zq" for a mark: run node apps/web/scripts/markLetters.mjs');
  });
});
