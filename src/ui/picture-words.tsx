/**
 * The words of a banner or tile, drawn as HTML over its wordless picture (decision 51): in the shopper's locale and
 * the shop's fonts, so Thai and Lao letters are drawn in our Noto faces (an SVG shown as a picture cannot use web
 * fonts and showed them as boxes), and readers and search engines get the words as text. The parent is the picture's
 * box (`position: relative`); the words scale with it. `banner`: white words on the left of a wide coloured picture;
 * `tile`: dark words at the top left of a light tile; `panel`: white words centred low on a tall picture.
 */
import classes from './picture-words.module.css'

export function PictureWords(props: {
  headline?: string
  subline?: string
  cta?: string
  variant: 'banner' | 'tile' | 'panel'
}) {
  if (!props.headline && !props.subline && !props.cta) return null
  return (
    <span className={classes.words} data-variant={props.variant} data-testid="picture-words">
      <span className={classes.layout}>
        {props.headline ? <span className={classes.headline}>{props.headline}</span> : null}
        {props.subline ? <span className={classes.subline}>{props.subline}</span> : null}
        {props.cta ? (
          <span className={classes.cta}>
            {props.cta}
            {props.variant === 'tile' ? <span aria-hidden="true"> ›</span> : null}
          </span>
        ) : null}
      </span>
    </span>
  )
}
