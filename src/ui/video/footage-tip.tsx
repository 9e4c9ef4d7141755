import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/** 'Watch footage''s tip over its button, for a mouse's hover (loaded on the first one). */
export default function FootageTip({
  label,
  target,
  opened,
}: {
  label: string;
  target: RefObject<HTMLButtonElement | null>;
  opened: boolean;
}) {
  return <Tooltip label={label} target={target} opened={opened} withinPortal={false} />;
}
