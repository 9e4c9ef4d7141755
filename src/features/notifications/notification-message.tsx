import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';

/**
 * A notification's HTML message (spec 000 §3), sanitised first: no script, handler or
 * `javascript:` link in it can run (src/lib/sanitize-html.ts).
 */
export function NotificationMessage({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Text
      size="sm"
      className="kc-notification-message"
      component="div"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
