import { Fragment } from 'react';

/** An identifier this short reads as one word: it is never broken (the tour's legibility check). */
const SHORT = 12;
/** A part longer than this (a hash, a token) may break anywhere rather than overflow its box. */
const LONG_PART = 24;
/** Where a long identifier may wrap: before '@' and '.', after '-', '_' and '/'. */
const BREAK_POINTS = /(?=[@.])|(?<=[-_/])/;

/**
 * A long identifier (an e-mail, a host name, a file name, a camera's code): the one rule of
 * docs/decisions/shell-and-widgets.md "Long identifiers" — shown whole, wrapping only at its
 * natural break points (`@`, `.`, `-`, `_`, `/`), never inside a part, so that a column is never
 * squeezed below its longest part. Data, not the console's text: `translate="no"`.
 */
export function Identifier({ children }: { children: string }) {
  if (children.length <= SHORT) {
    return (
      <span className="kc-identifier kc-identifier-short" translate="no">
        {children}
      </span>
    );
  }
  return (
    <span className="kc-identifier" translate="no">
      {children.split(BREAK_POINTS).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part.length > LONG_PART ? <span className="kc-identifier-long">{part}</span> : part}
        </Fragment>
      ))}
    </span>
  );
}
