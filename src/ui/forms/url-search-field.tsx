import type { MantineStyleProp, StyleProp } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../../lib/search-input';
import { useSetSearch } from '../hooks/use-set-search';
import { LimitedTextInput } from './limited-text-input';

/**
 * A list's search, kept in the URL's `search` (spec 000 §9: at most 255 characters, asked
 * 300 ms after the last keystroke). Written once typing pauses, without a history entry per
 * letter, and back to the list's first page. Back and forward change the URL: the field
 * follows, unless the change is its own (the user may have typed on since). Set while
 * rendering, as React advises for state that follows a prop.
 */
export function UrlSearchField({
  value,
  label,
  placeholder,
  showLabel = false,
  w = { base: '100%', sm: 240 },
  style,
}: {
  /** The URL's `search`, or '' without one. */
  value: string;
  /** Its name: shown above the field with `showLabel`, else for screen readers only. */
  label: string;
  placeholder?: string;
  showLabel?: boolean;
  w?: StyleProp<number | string>;
  style?: MantineStyleProp;
}) {
  const setSearch = useSetSearch();
  const [text, setText] = useState(value);
  /** The URL's search as last seen, and as this field last wrote it. */
  const [seen, setSeen] = useState(value);
  const [written, setWritten] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== written) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value.trim()) return;
    const timer = setTimeout(() => {
      setWritten(wanted);
      setSearch((previous) => ({ ...previous, search: wanted || undefined, page: undefined }), {
        replace: true,
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, setSearch]);

  return (
    <LimitedTextInput
      type="search"
      {...(showLabel ? { label } : { 'aria-label': label })}
      placeholder={placeholder}
      maxLength={SEARCH_MAX_LENGTH}
      value={text}
      onChange={setText}
      w={w}
      style={style}
    />
  );
}
