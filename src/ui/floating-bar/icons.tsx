/** Tiny inline icons for the floating side bar (24×24, currentColor, decorative). */
import type { ReactNode } from 'react'

function lineIcon(paths: ReactNode) {
  return function LineIcon({ size = 22 }: { size?: number }) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    )
  }
}

export const HeadsetIcon = lineIcon(
  <>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </>,
)
export const StoreChatIcon = lineIcon(
  <>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </>,
)
export const ArrowUpIcon = lineIcon(<path d="M12 19V5M5 12l7-7 7 7" />)
export const PhoneIcon = lineIcon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
)
