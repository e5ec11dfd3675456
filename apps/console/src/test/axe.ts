import axe from 'axe-core';

/**
 * The axe-core rule violations in what is rendered. Colour contrast needs a layout engine that
 * jsdom does not have: the e2e spec checks it in Chromium.
 */
export async function accessibilityViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  );
}
