/**
 * The gallery's lightbox (loaded on first opening): one picture at a time, full size, with previous/next buttons,
 * the arrow keys, Esc to close (Mantine's Modal) and click-to-zoom: a click (or the zoom button) doubles the picture
 * around the clicked point; moving the pointer then pans it; another click zooms back out.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Modal } from '@mantine/core'
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import { ChevronRightIcon, SearchIcon } from '~/ui/icons'
import classes from './product-detail.module.css'

export function ProductLightbox(props: {
  images: string[]
  name: string
  /** The picture shown; null: closed. */
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const count = props.images.length
  const index = props.index ?? 0
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null)

  // Another picture starts unzoomed.
  useEffect(() => {
    setZoom(null)
  }, [props.index])

  const go = (step: number) => props.onIndex((index + step + count) % count)
  const onKey = (event: KeyboardEvent) => {
    if (count < 2) return
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  }
  const at = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return {
      x: Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100)),
    }
  }

  return (
    <Modal
      opened={props.index !== null}
      onClose={props.onClose}
      size="min(92vw, 880px)"
      centered
      title={
        <span data-testid="lightbox-count">
          <Trans>
            Picture {index + 1} of {count}
          </Trans>
        </span>
      }
      closeButtonProps={{ 'aria-label': t`Close` }}
      // The arrow keys page wherever the focus is in the dialog (it starts on the close button).
      onKeyDown={onKey}
      data-testid="lightbox"
    >
      <div className={classes.lightbox}>
        {count > 1 ? (
          <LightboxArrow
            className={classes.lightboxPrev}
            onClick={() => go(-1)}
            label={t`Previous picture`}
            testId="lightbox-prev"
          >
            <ChevronRightIcon style={{ transform: 'rotate(180deg)' }} />
          </LightboxArrow>
        ) : null}
        <button
          type="button"
          className={classes.lightboxStage}
          data-zoomed={zoom ? 'true' : undefined}
          onClick={(event) => setZoom(zoom ? null : at(event))}
          onMouseMove={(event) => zoom && setZoom(at(event))}
          aria-label={zoom ? t`Zoom out` : t`Zoom in`}
          aria-pressed={zoom !== null}
          data-testid="lightbox-zoom"
        >
          {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "picture 2 of 5" tells where the viewer is in the gallery */}
          <img
            src={props.images[index]}
            alt={t`${props.name}, picture ${index + 1} of ${count}`}
            width={800}
            height={800}
            className={classes.lightboxImage}
            style={zoom ? { transform: 'scale(2.2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            data-testid="lightbox-image"
          />
          <span className={classes.lightboxHint} aria-hidden>
            <SearchIcon size={16} />
          </span>
        </button>
        {count > 1 ? (
          <LightboxArrow
            className={classes.lightboxNext}
            onClick={() => go(1)}
            label={t`Next picture`}
            testId="lightbox-next"
          >
            <ChevronRightIcon />
          </LightboxArrow>
        ) : null}
      </div>
    </Modal>
  )
}

/** The round button on a side of the picture that shows the previous or the next one. */
function LightboxArrow(props: {
  className: string
  onClick: () => void
  label: string
  testId: string
  children: ReactNode
}) {
  return (
    <ActionIcon
      variant="default"
      size="xl"
      radius="xl"
      className={props.className}
      onClick={props.onClick}
      aria-label={props.label}
      data-testid={props.testId}
    >
      {props.children}
    </ActionIcon>
  )
}
