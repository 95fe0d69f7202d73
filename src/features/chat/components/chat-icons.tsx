/** Small line icons of the chat (decorative: their buttons carry the accessible names). */
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const ChatBubbleIcon = ({ size = 26 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" {...line}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
    <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" />
  </svg>
)

export const MinusIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" {...line}>
    <path d="M5 12h14" />
  </svg>
)

export const CloseIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" {...line}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
)

export const SmileIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" {...line}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
  </svg>
)

export const ImageIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" {...line}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </svg>
)
