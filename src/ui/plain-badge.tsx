import type { ComponentPropsWithoutRef, CSSProperties } from 'react'
import plain from './plain.module.css'

/**
 * Mantine's Badge as plain elements (plain.module.css's `badge`), for the badges of every product render (decision 98):
 * the same markup, rule and inline custom properties, without Mantine's per-render style work. `color` is a Mantine
 * colour name; `textColor` a CSS colour over the variant's; `labelStyle` the label's own style.
 */
export function PlainBadge({
  color,
  variant = 'filled',
  size = 'md',
  radius,
  textColor,
  labelStyle,
  style,
  className,
  children,
  ...div
}: ComponentPropsWithoutRef<'div'> & {
  color: 'red' | 'gray' | 'orange'
  variant?: 'filled' | 'light'
  size?: 'sm' | 'md' | 'lg'
  radius?: 'sm'
  textColor?: string
  labelStyle?: CSSProperties
}) {
  const vars: Record<string, string> = {}
  if (size !== 'md') {
    vars['--badge-height'] = `var(--badge-height-${size})`
    vars['--badge-padding-x'] = `var(--badge-padding-x-${size})`
    vars['--badge-fz'] = `var(--badge-fz-${size})`
  }
  if (radius) vars['--badge-radius'] = `var(--mantine-radius-${radius})`
  vars['--badge-bg'] = `var(--mantine-color-${color}-${variant === 'filled' ? 'filled' : 'light'})`
  vars['--badge-color'] =
    variant === 'filled' ? 'var(--mantine-color-white)' : `var(--mantine-color-${color}-light-color)`
  vars['--badge-bd'] = 'calc(0.0625rem * var(--mantine-scale)) solid transparent'
  return (
    <div
      {...div}
      className={className ? `${plain.badge} ${className}` : plain.badge}
      style={{ ...vars, ...(textColor ? { color: textColor } : {}), ...style }}
      data-variant={variant}
      data-size={size === 'md' ? undefined : size}
    >
      <span className={plain.badgeLabel} style={labelStyle}>
        {children}
      </span>
    </div>
  )
}
