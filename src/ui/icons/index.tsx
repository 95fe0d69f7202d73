/** Tiny inline icons (stroke style, 24×24 grid); decorative unless given a title. */
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement> & { size?: number }

function icon(paths: string[]) {
  return function Icon({ size = 22, ...props }: IconProps) {
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
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }
}

export const CartIcon = icon(['M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6', 'M9 21h.01', 'M18 21h.01'])
export const HeartIcon = icon(['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'])
export const BellIcon = icon(['M6 16V11a6 6 0 1 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0'])
export const OrdersIcon = icon(['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6'])
export const UserIcon = icon(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0'])
export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16'])
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4'])
export const GlobeIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M3 12h18', 'M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18'])
export const CopyIcon = icon(['M9 9h10v12H9z', 'M5 15V3h10'])
export const ChevronRightIcon = icon(['M9 6l6 6-6 6'])
export const LogoutIcon = icon(['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h10'])
