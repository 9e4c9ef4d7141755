import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Identifier } from '../../src/ui/list/identifier';

/** Where a line may break inside the identifier: the text before each <wbr>. */
function breakPoints(text: string): string[] {
  const { container } = render(<Identifier>{text}</Identifier>);
  const parts: string[] = [];
  let part = '';
  for (const node of container.firstElementChild!.childNodes) {
    if (node.nodeName === 'WBR') {
      parts.push(part);
      part = '';
    } else part += node.textContent;
  }
  parts.push(part);
  return parts;
}

describe("decisions 'Long identifiers': one rule, whole and wrapping only at natural break points", () => {
  it('an e-mail may break before its @ and its dots, never inside a part', () => {
    expect(breakPoints('maria.gonzalez@demo.kitchen')).toEqual([
      'maria',
      '.gonzalez',
      '@demo',
      '.kitchen',
    ]);
  });

  it('a host name or a file name may break after a hyphen, an underscore or a slash', () => {
    expect(breakPoints('kc-fryer-01.local')).toEqual(['kc-', 'fryer-', '01', '.local']);
    expect(breakPoints('reports/fryer_log.xlsx')).toEqual(['reports/', 'fryer_', 'log', '.xlsx']);
  });

  it('an identifier of 12 characters or fewer reads as one word: no break point at all', () => {
    // Its hyphens are no break points either (it is kept on one line: the page tour's check).
    expect(breakPoints('CAM-FRY-2')).toEqual(['CAM-FRY-2']);
  });

  it('shows the whole text, for reading and copying, and is data, not translated', () => {
    const { container } = render(<Identifier>kc-gpu-01.demo.kitchen</Identifier>);
    expect(container.textContent).toBe('kc-gpu-01.demo.kitchen');
    expect(container.firstElementChild!.getAttribute('translate')).toBe('no');
  });
});
