import type { SVGProps } from 'react';
import { Icon as LineIcon } from '../../ui/theme/icons';

/** The carousel's line icons, drawn a little bolder than the shell's over a picture. */
const Icon = (props: SVGProps<SVGSVGElement>) => <LineIcon strokeWidth={2} {...props} />;

export const ChevronLeftIcon = () => (
  <Icon>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);

export const ChevronRightIcon = () => (
  <Icon>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export const ExpandIcon = () => (
  <Icon>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </Icon>
);

/** A picture that failed to load: the frame with a warning mark. */
export const ImageErrorIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon width={32} height={32} {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M12 8v5M12 16.5v.5" />
  </Icon>
);
