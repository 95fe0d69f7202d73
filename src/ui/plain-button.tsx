import type { ComponentPropsWithRef, ReactNode } from 'react'
import plain from './plain.module.css'

/**
 * Mantine's Button (filled, size sm) as plain elements (plain.module.css's `button` classes), for the buttons on every
 * render, the shell's (decision 93): the same markup and values without Mantine's per-render style work. Size and
 * variant modifiers (`compactXs`, `subtleGray`) come in `className`; a part whose section or label has rules of its
 * own (the catalogue button's narrow-desktop rule) passes its own class instead of the plain one, never both.
 */
export function PlainButton({
  leftSection,
  sectionClassName = plain.buttonSection,
  labelClassName = plain.buttonLabel,
  className,
  children,
  ...button
}: ComponentPropsWithRef<'button'> & { leftSection?: ReactNode; sectionClassName?: string; labelClassName?: string }) {
  return (
    <button
      type="button"
      {...button}
      className={plainButtonClass(className)}
      data-with-left-section={leftSection ? true : undefined}
    >
      <span className={plain.buttonInner}>
        {leftSection ? <span className={sectionClassName}>{leftSection}</span> : null}
        <span className={labelClassName}>{children}</span>
      </span>
    </button>
  )
}

/**
 * The root's classes, for a link with the button's look (the error page's "Home page"): the link holds the same inner
 * row and label spans (`plain.buttonInner`, `plain.buttonLabel`).
 */
export function plainButtonClass(className?: string): string {
  return `mantine-focus-auto mantine-active ${plain.button}${className ? ` ${className}` : ''}`
}
