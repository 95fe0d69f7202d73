/** The shop's inline line icons (24×24 grid, currentColor). Decorative: the control around an icon carries the label. */
import type { ReactNode, SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement> & { size?: number }

function lineIcon(children: ReactNode) {
  return function LineIcon({ size = 22, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    )
  }
}

export const CartIcon = lineIcon(
  <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6M9 21h.01M18 21h.01" />,
)
export const HeartIcon = lineIcon(
  <path d="M12 20s-7-4.4-9.2-8.6C1.4 8.6 3 5 6.4 5c2 0 3.3 1.1 4 2.3h3.2C14.3 6.1 15.6 5 17.6 5 21 5 22.6 8.6 21.2 11.4 19 15.6 12 20 12 20z" />,
)
export const BellIcon = lineIcon(<path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />)
export const OrdersIcon = lineIcon(
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </>,
)
export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />)
export const SearchIcon = lineIcon(<path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />)
export const GlobeIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
)
export const RefreshIcon = lineIcon(<path d="M20 11a8 8 0 0 0-14.6-4.5M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5M20 20v-4h-4" />)
export const CopyIcon = lineIcon(<path d="M9 9h10v12H9zM5 15V3h10" />)
export const ChevronRightIcon = lineIcon(<path d="M9 6l6 6-6 6" />)
export const LogoutIcon = lineIcon(<path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />)
export const HeadsetIcon = lineIcon(
  <>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </>,
)
export const MailIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
)
export const PhoneIcon = lineIcon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
)
export const TagIcon = lineIcon(
  <>
    <path d="M3 12V4h8l10 10-8 8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
)
export const ShieldIcon = lineIcon(<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM9 12l2 2 4-4" />)
export const LockIcon = lineIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
)
export const EyeIcon = lineIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
)
export const DeviceIcon = lineIcon(
  <>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </>,
)
export const StoreChatIcon = lineIcon(<path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />)
export const ArrowUpIcon = lineIcon(<path d="M12 19V5M5 12l7-7 7 7" />)
export const PinIcon = lineIcon(
  <>
    <path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
)
export const TicketIcon = lineIcon(
  <>
    <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
    <path d="M14 6v12" strokeDasharray="2 2" />
  </>,
)
export const StoreIcon = lineIcon(
  <path d="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9c0 1.7 1.3 3 3 3s2.7-1.3 2.7-3c0 1.7 1.2 3 2.8 3s2.8-1.3 2.8-3c0 1.7 1.1 3 2.7 3s3-1.3 3-3M10 20v-5h4v5" />,
)
export const StarIcon = lineIcon(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
)
export const GridIcon = lineIcon(
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </>,
)
export const TrophyIcon = lineIcon(
  <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />,
)
export const GiftIcon = lineIcon(
  <>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M3 9h18M12 9v11M12 9c-1.5-3-5-4-5.5-2S9 9 12 9zM12 9c1.5-3 5-4 5.5-2S15 9 12 9z" />
  </>,
)
export const BriefcaseIcon = lineIcon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
  </>,
)

/**
 * The merchant category icons by position, `cate1` to `cate13` (docs/spec.md §3.9 (#spec-3-9)): the category at
 * position n of the M7 list takes icon n, from the first again after the thirteenth.
 */
export const MERCHANT_CATEGORY_ICONS = [
  // cate1: a phone
  lineIcon(
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18h2" />
    </>,
  ),
  // cate2: a shirt
  lineIcon(<path d="M8 3 3 6l2 4 2-1v12h10V9l2 1 2-4-5-3a3 3 0 0 1-8 0z" />),
  // cate3: a house
  lineIcon(<path d="M3 11 12 4l9 7M5 9.5V20h5v-6h4v6h5V9.5" />),
  // cate4: a sparkle
  lineIcon(
    <path d="M12 3l2 5.5L19.5 10 14 12l-2 5.5L10 12 4.5 10 10 8.5zM18.5 16.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />,
  ),
  // cate5: toy blocks
  lineIcon(
    <>
      <rect x="3" y="13" width="8" height="8" rx="1" />
      <rect x="13" y="13" width="8" height="8" rx="1" />
      <rect x="8" y="4" width="8" height="8" rx="1" />
    </>,
  ),
  // cate6: a ball
  lineIcon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.5 9.5c5 1.5 12 1.5 17 0M3.5 14.5c5-1.5 12-1.5 17 0M12 3v18" />
    </>,
  ),
  // cate7: a car
  lineIcon(
    <>
      <path d="M3 16v-4l2.5-5h13L21 12v4zM3 12h18" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>,
  ),
  // cate8: a wrench
  lineIcon(<path d="M14.5 6.5a4 4 0 0 0 5 5L21 10a5.5 5.5 0 0 1-6.8 6.3L7 21.5 2.5 17l5.2-7.2A5.5 5.5 0 0 1 14 3z" />),
  // cate9: a gem
  lineIcon(<path d="M6 4h12l3 5-9 11L3 9zM3 9h18M9 4l3 16 3-16" />),
  // cate10: a cup
  lineIcon(<path d="M5 8h12v6a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M9 3v2M13 3v2" />),
  // cate11: a book
  lineIcon(<path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M19 19v2H6" />),
  // cate12: a paw
  lineIcon(
    <>
      <circle cx="6" cy="10" r="1.8" />
      <circle cx="9.5" cy="5.5" r="1.8" />
      <circle cx="14.5" cy="5.5" r="1.8" />
      <circle cx="18" cy="10" r="1.8" />
      <path d="M12 11c-3 0-6 4.5-6 7a2.5 2.5 0 0 0 3.5 2.2c1.6-.7 3.4-.7 5 0A2.5 2.5 0 0 0 18 18c0-2.5-3-7-6-7z" />
    </>,
  ),
  // cate13: a leaf
  lineIcon(<path d="M5 19c0-9 5-14 15-14 0 10-5 15-14 15zM5 19l8-8" />),
]
